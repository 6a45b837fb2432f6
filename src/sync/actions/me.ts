// The signed-in reader as the mirror shows them on things they write.
import { useSession } from "../../app/session";
import type { UserSummary } from "../../api/schemas";

export function me(): UserSummary {
  const user = useSession.getState().user;
  if (!user) throw new Error("Sign in to do this.");
  return {
    id: user.id,
    first_name: user.first_name,
    surname: user.surname,
    nickname: user.nickname,
    photo_url: user.photo_url,
  };
}
