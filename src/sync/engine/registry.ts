// Every mutation kind the outbox knows, by name.
import { courseOrderCreate, memberRequestCreate, profileUpdate } from "../kinds/account";
import { commentCreate, commentDelete, commentUpdate } from "../kinds/comments";
import { follow, unfollow } from "../kinds/follows";
import { blockCreate, blockDelete } from "../kinds/blocks";
import { likeCreate, likeDelete } from "../kinds/likes";
import { postCreate, postDelete, postUpdate } from "../kinds/posts";
import type { AnyKind } from "./kind";

/**
 * The reader's kinds. Read at first use, not when this module loads: each kind imports the engine's index, so a
 * kind module loaded first (a screen importing it) finds this module running before the kinds are defined.
 */
const readerKinds = () =>
  [
    postCreate,
    postUpdate,
    postDelete,
    commentCreate,
    commentUpdate,
    commentDelete,
    likeCreate,
    likeDelete,
    follow,
    unfollow,
    blockCreate,
    blockDelete,
    memberRequestCreate,
    courseOrderCreate,
    profileUpdate,
  ] satisfies AnyKind[];

let known: Map<string, AnyKind> | undefined;
const table = () => (known ??= new Map(readerKinds().map((k) => [k.kind, k])));

export const registry: Pick<ReadonlyMap<string, AnyKind>, "has" | "get"> = {
  has: (name) => table().has(name),
  get: (name) => table().get(name),
};

let deskKinds: Promise<void> | undefined;

/**
 * The library desk's kinds load on first need (a desk change queued, or a queue to send): a reader's
 * first load of the feed does not carry them. Call before `kindOf`, outside any transaction. A load that
 * failed (offline before the service worker kept the chunk) is tried again at the next call.
 */
export function loadAllKinds(): Promise<void> {
  deskKinds ??= import("../kinds/desk").then(
    ({ deskKinds: loaded }) => {
      for (const kind of loaded) table().set(kind.kind, kind);
    },
    (error: unknown) => {
      deskKinds = undefined;
      throw error;
    },
  );
  return deskKinds;
}

export function kindOf(name: string): AnyKind {
  const kind = registry.get(name);
  if (!kind) throw new Error(`Unknown mutation kind: ${name}`);
  return kind;
}

export interface Payloads {
  "post.create": import("../kinds/posts").PostCreatePayload;
  "post.update": import("../kinds/posts").PostUpdatePayload;
  "post.delete": import("../kinds/posts").PostDeletePayload;
  "comment.create": import("../kinds/comments").CommentCreatePayload;
  "comment.update": import("../kinds/comments").CommentUpdatePayload;
  "comment.delete": import("../kinds/comments").CommentDeletePayload;
  "like.create": import("../kinds/likes").LikeCreatePayload;
  "like.delete": import("../kinds/likes").LikeDeletePayload;
  follow: import("../kinds/follows").FollowPayload;
  unfollow: import("../kinds/follows").FollowPayload;
  "block.create": import("../kinds/blocks").BlockCreatePayload;
  "block.delete": import("../kinds/blocks").BlockDeletePayload;
  "memberRequest.create": import("../kinds/account").MemberRequestPayload;
  "courseOrder.create": import("../kinds/account").CourseOrderPayload;
  "profile.update": import("../kinds/account").ProfilePayload;
  "copy.create": import("../kinds/desk-copy-create").CopyCreatePayload;
  "copy.update": import("../kinds/desk-copy-edits").CopyUpdatePayload;
  "copy.withdraw": import("../kinds/desk-copy-edits").CopyWithdrawPayload;
  "copy.restore": import("../kinds/desk-copy-edits").CopyRestorePayload;
  "copy.move": import("../kinds/desk-copy-edits").CopyMovePayload;
  "member.create": import("../kinds/desk-members").MemberCreatePayload;
  "member.update": import("../kinds/desk-members").MemberUpdatePayload;
  "member.photo": import("../kinds/desk-member-photo").MemberPhotoPayload;
  "memberRequest.accept": import("../kinds/desk-members").RequestAcceptPayload;
  "memberRequest.decline": import("../kinds/desk-members").RequestDeclinePayload;
  "loan.create": import("../kinds/desk-loans").LoanCreatePayload;
  "loan.return": import("../kinds/desk-loans").LoanReturnPayload;
  "loan.renew": import("../kinds/desk-loans").LoanRenewPayload;
}
export type KindName = keyof Payloads;
