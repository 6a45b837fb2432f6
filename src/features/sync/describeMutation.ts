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
};

export function mutationLabel(row: OutboxRow): MessageDescriptor {
  return LABELS[row.kind] ?? msg`Change`;
}

/** A short excerpt of what was written, when the mutation carries text. */
export function mutationExcerpt(row: OutboxRow): string | null {
  const body = row.payload.body;
  if (typeof body !== "string" || !body.trim()) return null;
  const text = body.trim().replace(/\s+/g, " ");
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
