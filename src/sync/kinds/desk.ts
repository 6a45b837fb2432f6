// The library desk's mutation kinds, loaded together when the outbox first needs them (registry.ts).
import { copyCreate } from "./desk-copy-create";
import { copyMove, copyRestore, copyUpdate, copyWithdraw } from "./desk-copy-edits";
import {
  memberCreate,
  memberRequestAccept,
  memberRequestDecline,
  memberUpdate,
} from "./desk-members";
import { memberPhoto } from "./desk-member-photo";
import { loanCreate, loanRenew, loanReturn } from "./desk-loans";
import type { AnyKind } from "../engine";

export const deskKinds = [
  copyCreate,
  copyUpdate,
  copyWithdraw,
  copyRestore,
  copyMove,
  memberCreate,
  memberUpdate,
  memberPhoto,
  memberRequestAccept,
  memberRequestDecline,
  loanCreate,
  loanReturn,
  loanRenew,
] satisfies AnyKind[];
