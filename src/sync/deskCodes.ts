// Member codes the device hands out: the next free code it knows, so codes advance offline too.
import { mirror } from "../db";
import { codeAfter } from "./engine";

/** The letters before a code's last run of digits (`AP-M0301` → `AP-M`). */
const prefixOf = (code: string) => /^(.*?)\d+\D*$/.exec(code)?.[1] ?? code;

/**
 * The next member code of a library: the server's last word (`next_member_code` of the desk settings)
 * or, when this device has given out codes since, the one after the highest code it holds.
 */
export async function nextMemberCode(libraryId: number): Promise<string> {
  const db = mirror();
  const desk = await db.desk.get(libraryId);
  const serverNext = desk?.nextMemberCode ?? `${desk?.bookCodePrefix ?? "M"}-M0001`;
  const prefix = prefixOf(serverNext);
  const last = await db.members
    .where("[library_id+member_code]")
    .between([libraryId, prefix], [libraryId, `${prefix}\uffff`])
    .last();
  const local = last ? codeAfter(last.member_code) : "";
  return local.length === serverNext.length && local > serverNext ? local : serverNext;
}
