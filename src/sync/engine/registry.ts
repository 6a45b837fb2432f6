// Every mutation kind the outbox knows, by name.
import { courseOrderCreate, memberRequestCreate, profileUpdate } from "../kinds/account";
import { commentCreate, commentDelete, commentUpdate } from "../kinds/comments";
import { follow, unfollow } from "../kinds/follows";
import { blockCreate, blockDelete } from "../kinds/blocks";
import { likeCreate, likeDelete } from "../kinds/likes";
import { postCreate, postDelete, postUpdate } from "../kinds/posts";
import type { deskKinds as deskKindList } from "../kinds/desk";
import type { AnyKind, PayloadOf } from "./kind";

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
const table = () => (known ??= new Map<string, AnyKind>(readerKinds().map((k) => [k.kind, k])));

export const registry: Pick<ReadonlyMap<string, AnyKind>, "has" | "get"> = {
  has: (name) => table().has(name),
  get: (name) => table().get(name),
};

let deskKinds: Promise<void> | undefined;
let deskKindsLoaded = false;

/** Whether every kind is in the registry (the desk's have loaded): no queued row can name an unknown one. */
export const allKindsLoaded = (): boolean => deskKindsLoaded;

/**
 * The library desk's kinds load on first need (a desk change queued, or a queue to send): a reader's
 * first load of the feed does not carry them. Call before `kindOf`, outside any transaction. A load that
 * failed (offline before the service worker kept the chunk) is tried again at the next call.
 */
export function loadAllKinds(): Promise<void> {
  deskKinds ??= import("../kinds/desk").then(
    ({ deskKinds: loaded }) => {
      for (const kind of loaded) table().set(kind.kind, kind);
      deskKindsLoaded = true;
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

/** Every kind the outbox may be handed, the desk's included (their types only: the chunk still loads on need). */
type Listed = ReturnType<typeof readerKinds>[number] | (typeof deskKindList)[number];

/** Each kind's payload by its name, read from the kinds listed above. */
export type Payloads = { [K in Listed as K["kind"]]: PayloadOf<K> };
export type KindName = keyof Payloads;
