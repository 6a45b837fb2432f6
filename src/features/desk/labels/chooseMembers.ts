// Which members get a card: those whose card was not printed yet, those who joined today or in the last week,
// a range of member codes, those ticked, or all of them.
import type { EntityId, MemberRow } from "../../../db";
import { compareCodes } from "./chooseCopies";

export type MemberChoice =
  | { kind: "unprinted" }
  | { kind: "today" }
  | { kind: "week" }
  | { kind: "all" }
  | { kind: "range"; from: string; to: string }
  | { kind: "selected"; ids: EntityId[] };

/** What a choice is read against besides the members: the codes printed on this device, and today. */
export interface MemberChoiceContext {
  printed: ReadonlySet<string>;
  /** The start of the local day (ms); a member who joined since joined "today". */
  todayStart: number;
}

const DAY = 24 * 60 * 60 * 1000;

const NO_CONTEXT: MemberChoiceContext = {
  printed: new Set(),
  todayStart: Number.POSITIVE_INFINITY,
};

/** Joined on or after `since`; a member with no date who is not on the server yet was added here, now. */
function joinedSince(member: MemberRow, since: number): boolean {
  if (member.joined_at) return Date.parse(member.joined_at) >= since;
  return typeof member.id === "string";
}

/**
 * The members of `all` (in their order) that `choice` names. An inactive member needs no card unless ticked
 * by name.
 */
export function chooseMembers(
  all: MemberRow[],
  choice: MemberChoice,
  context: MemberChoiceContext = NO_CONTEXT,
): MemberRow[] {
  if (choice.kind === "selected") {
    const ids = new Set(choice.ids);
    return all.filter((m) => ids.has(m.id));
  }
  const members = all.filter((m) => m.active !== false);
  switch (choice.kind) {
    case "all":
      return members;
    case "unprinted":
      return members.filter((m) => !context.printed.has(m.member_code));
    case "today":
      return members.filter((m) => joinedSince(m, context.todayStart));
    case "week":
      // Today and the six days before it.
      return members.filter((m) => joinedSince(m, context.todayStart - 6 * DAY));
    case "range": {
      const from = choice.from.trim();
      const to = choice.to.trim();
      if (!from && !to) return [];
      return members.filter(
        (m) =>
          (!from || compareCodes(m.member_code, from) >= 0) &&
          (!to || compareCodes(m.member_code, to) <= 0),
      );
    }
  }
}
