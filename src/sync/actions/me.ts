// The signed-in reader as the mirror shows them on things they write.
import { useSession } from "../../session/session";
import type { UserSummary } from "../../api/schemas";

/** A write was attempted with nobody signed in (the session ended in another tab, say). */
export class SignedOutError extends Error {
  override readonly name = "SignedOutError";
  constructor() {
    super("Sign in to do this.");
  }
}

export function me(): UserSummary {
  const user = useSession.getState().user;
  if (!user) throw new SignedOutError();
  return {
    id: user.id,
    first_name: user.first_name,
    surname: user.surname,
    nickname: user.nickname,
    photo_url: user.photo_url,
  };
}
