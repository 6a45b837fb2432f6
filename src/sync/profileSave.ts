// Saving the profile through the outbox (works offline) and following the queued edit to its outcome;
// then confirming a new mobile number or email with the code sent to it (online only).
import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useState } from "react";
import * as profileApi from "../api/profile";
import type { ContactField, ProfileFields } from "../api/profile";
import type { User } from "../api/schemas";
import { hasMirror, mirror, type OutboxRow } from "../db";
import { useSession } from "../session/session";
import { pullUser, storeUser } from "./people";
import { updateProfile } from "./actions/account";
import { keys } from "./keys";
import { discardMutation } from "./engine";

export type SaveStatus =
  /** Nothing sent from this screen yet. */
  | "idle"
  /** Queued; being sent or waiting for the network. */
  | "pending"
  /** The server refused it: see `error`. */
  | "failed"
  /** The server took it. */
  | "saved";

export interface ProfileSave {
  status: SaveStatus;
  /** The latest edit still queued (from this visit or an earlier one), if any. */
  queued: OutboxRow | undefined;
  error: OutboxRow["error"];
  save: (fields: ProfileFields) => Promise<void>;
}

/** The profile's save: `save` queues an edit, `status` follows the latest one to the server's answer. */
export function useProfileSave(userId: number | undefined): ProfileSave {
  const rows = useLiveQuery(
    () =>
      hasMirror() && userId !== undefined
        ? mirror().outbox.where("entityKey").equals(keys.profile(userId)).sortBy("seq")
        : [],
    [userId],
  );
  // The outbox row carrying this visit's edit; its disappearance means the server took it.
  const [tracked, setTracked] = useState<string | null>(null);
  const trackedRow = useLiveQuery(
    async () => ({
      id: tracked,
      row: tracked && hasMirror() ? await mirror().outbox.get({ id: tracked }) : undefined,
    }),
    [tracked],
  );
  const queued = rows?.at(-1);

  const save = useCallback(
    async (fields: ProfileFields) => {
      if (userId === undefined) return;
      const db = mirror();
      // Stop following the previous edit first: discarding it below must not read as "saved".
      setTracked(null);
      // A refused edit is replaced by the corrected one, not sent again beside it.
      const failed = await db.outbox.where("entityKey").equals(keys.profile(userId)).toArray();
      for (const row of failed) if (row.state === "failed") await discardMutation(row.id, db);
      await updateProfile(fields);
      // An edit made offline earlier may have taken this one in (coalescing): follow the latest.
      const latest = await db.outbox.where("entityKey").equals(keys.profile(userId)).last();
      setTracked(latest?.id ?? "sent");
    },
    [userId],
  );

  let status: SaveStatus = "idle";
  // A live query answers its previous question until the new one is read: match the id.
  const fresh = tracked !== null && trackedRow?.id === tracked;
  if (tracked !== null && !fresh) {
    status = "pending";
  } else if (fresh) {
    const row = trackedRow?.row;
    if (!row) status = "saved";
    else status = row.state === "failed" ? "failed" : "pending";
  } else if (queued) {
    status = queued.state === "failed" ? "failed" : "pending";
  }
  const current = fresh && trackedRow?.row ? trackedRow.row : queued;
  return {
    status,
    queued: current,
    error: current?.state === "failed" ? current.error : undefined,
    save,
  };
}

export type { ContactField };

/** Checks `code` for the pending `field`; the server's user (the new value now the owner's) is kept. */
export async function confirmContact(
  userId: number,
  field: ContactField,
  code: string,
): Promise<User> {
  const user = await profileApi.verifyContact(userId, field, code);
  await storeUser(user);
  const session = useSession.getState();
  if (session.user?.id === user.id) session.setUser(user);
  return user;
}

/** Sends a new code to the pending `field`; answers the seconds it lives. */
export const sendContactCode = (userId: number, field: ContactField) =>
  profileApi.resendContactCode(userId, field);

/** Fetches the owner's user again into the mirror and the session (the server knows what is pending). */
export async function refreshOwnUser(userId: number): Promise<void> {
  const user = await pullUser(userId);
  const session = useSession.getState();
  if (session.user?.id === user.id) session.setUser(user);
}

/** Whether a profile edit of `userId` is still on its way to the server (live; undefined while reading). */
export function useProfileEditQueued(userId: number | undefined): boolean | undefined {
  return useLiveQuery(async () => {
    if (!hasMirror() || userId === undefined) return false;
    const rows = await mirror().outbox.where("entityKey").equals(keys.profile(userId)).toArray();
    // A refused edit was rolled back: what it wanted is not waiting.
    return rows.some((r) => r.state !== "failed");
  }, [userId]);
}
