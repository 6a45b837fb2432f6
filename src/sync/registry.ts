// Every mutation kind the outbox knows, by name.
import { courseOrderCreate, memberRequestCreate, profileUpdate } from "./kinds/account";
import { commentCreate, commentDelete, commentUpdate } from "./kinds/comments";
import { follow, unfollow } from "./kinds/follows";
import { blockCreate, blockDelete } from "./kinds/blocks";
import { likeCreate, likeDelete } from "./kinds/likes";
import { postCreate, postDelete, postUpdate } from "./kinds/posts";
import { copyCreate, copyMove, copyRestore, copyUpdate, copyWithdraw } from "./kinds/desk-copies";
import {
  memberCreate,
  memberRequestAccept,
  memberRequestDecline,
  memberUpdate,
} from "./kinds/desk-members";
import { loanCreate, loanRenew, loanReturn } from "./kinds/desk-loans";
import type { MutationKind } from "./kinds/types";

const kinds = [
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
  copyCreate,
  copyUpdate,
  copyWithdraw,
  copyRestore,
  copyMove,
  memberCreate,
  memberUpdate,
  memberRequestAccept,
  memberRequestDecline,
  loanCreate,
  loanReturn,
  loanRenew,
] as unknown as MutationKind[];

export const registry: ReadonlyMap<string, MutationKind> = new Map(kinds.map((k) => [k.kind, k]));

export function kindOf(name: string): MutationKind {
  const kind = registry.get(name);
  if (!kind) throw new Error(`Unknown mutation kind: ${name}`);
  return kind;
}

export interface Payloads {
  "post.create": import("./kinds/posts").PostCreatePayload;
  "post.update": import("./kinds/posts").PostUpdatePayload;
  "post.delete": import("./kinds/posts").PostDeletePayload;
  "comment.create": import("./kinds/comments").CommentCreatePayload;
  "comment.update": import("./kinds/comments").CommentUpdatePayload;
  "comment.delete": import("./kinds/comments").CommentDeletePayload;
  "like.create": import("./kinds/likes").LikeCreatePayload;
  "like.delete": import("./kinds/likes").LikeDeletePayload;
  follow: import("./kinds/follows").FollowPayload;
  unfollow: import("./kinds/follows").FollowPayload;
  "block.create": import("./kinds/blocks").BlockCreatePayload;
  "block.delete": import("./kinds/blocks").BlockDeletePayload;
  "memberRequest.create": import("./kinds/account").MemberRequestPayload;
  "courseOrder.create": import("./kinds/account").CourseOrderPayload;
  "profile.update": import("./kinds/account").ProfilePayload;
  "copy.create": import("./kinds/desk-copies").CopyCreatePayload;
  "copy.update": import("./kinds/desk-copies").CopyUpdatePayload;
  "copy.withdraw": import("./kinds/desk-copies").CopyWithdrawPayload;
  "copy.restore": import("./kinds/desk-copies").CopyRestorePayload;
  "copy.move": import("./kinds/desk-copies").CopyMovePayload;
  "member.create": import("./kinds/desk-members").MemberCreatePayload;
  "member.update": import("./kinds/desk-members").MemberUpdatePayload;
  "memberRequest.accept": import("./kinds/desk-members").RequestAcceptPayload;
  "memberRequest.decline": import("./kinds/desk-members").RequestDeclinePayload;
  "loan.create": import("./kinds/desk-loans").LoanCreatePayload;
  "loan.return": import("./kinds/desk-loans").LoanReturnPayload;
  "loan.renew": import("./kinds/desk-loans").LoanRenewPayload;
}
export type KindName = keyof Payloads;
