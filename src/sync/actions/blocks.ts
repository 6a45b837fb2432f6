// Block actions for screens: block a person (their posts leave the device) and unblock them.
import type { UserSummary } from "../../api/schemas";
import { mirror } from "../../db";
import { tempId } from "../engine";
import { enqueue } from "../engine";

export const blockPerson = async (user: UserSummary) =>
  void (await enqueue("block.create", {
    tempId: tempId(),
    user: {
      id: user.id,
      first_name: user.first_name,
      surname: user.surname,
      nickname: user.nickname,
      photo_url: user.photo_url,
    },
    createdAt: new Date().toISOString(),
  }));

/** Unblocks someone this device knows as blocked (nothing to do otherwise). */
export async function unblockPerson(userId: number): Promise<void> {
  const row = await mirror().blocks.get(userId);
  if (!row || row.unblocked) return;
  await enqueue("block.delete", { userId, blockId: row.id });
}
