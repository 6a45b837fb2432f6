// Names a queued mutation in the reader's words, for the sync panel.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { OutboxRow } from "../../db";

const LABELS: Record<string, MessageDescriptor> = {
  "post.create": msg`New post`,
  "post.update": msg`Post edit`,
  "post.delete": msg`Post deletion`,
  "comment.create": msg`Comment`,
  "comment.update": msg`Comment edit`,
  "comment.delete": msg`Comment deletion`,
  "like.create": msg`Like`,
  "like.delete": msg`Like removed`,
  follow: msg`Follow`,
  unfollow: msg`Unfollow`,
  "block.create": msg`Block`,
  "block.delete": msg`Unblock`,
  "memberRequest.create": msg`Membership request`,
  "courseOrder.create": msg`Course order`,
  "profile.update": msg`Profile edit`,
  "copy.create": msg`New book`,
  "copy.update": msg`Book edit`,
  "copy.withdraw": msg`Copy withdrawn`,
  "copy.restore": msg`Copy restored`,
  "copy.move": msg`Copies moved`,
  "member.create": msg`New member`,
  "member.update": msg`Member edit`,
  "member.photo": msg`Member photo`,
  "memberRequest.accept": msg`Member request accepted`,
  "memberRequest.decline": msg`Member request declined`,
  "loan.create": msg`Loan`,
  "loan.return": msg`Return`,
  "loan.renew": msg`Renewal`,
};

export function mutationLabel(row: OutboxRow): MessageDescriptor {
  return LABELS[row.kind] ?? msg`Change`;
}

/** A short excerpt of what was written: its text, or a desk action's title and code. */
export function mutationExcerpt(row: OutboxRow): string | null {
  const p = row.payload;
  const parts = [p.body ?? p.title ?? p.name, p.book_code ?? p.member_code].filter(
    (s): s is string => typeof s === "string" && s.trim() !== "",
  );
  if (!parts.length) return null;
  const text = parts.join(" · ").trim().replace(/\s+/g, " ");
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
