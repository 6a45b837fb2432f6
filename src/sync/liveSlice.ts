// A sorted slice of one mirror table (a library's copies, its members) kept in memory and patched by the keys
// that change, in this tab or another: a copy added or edited reads that one row, not the library's thousands.
import { useSyncExternalStore } from "react";
import { cmp, Dexie, type IndexableType, type IntervalTree, type ObservabilitySet } from "dexie";
import { hasMirror, mirror, type MirrorDb } from "../db";

export interface SliceSpec<Row, Key> {
  /** The mirror table the rows come from. */
  table: "books" | "members";
  /** Every row of the slice, in any order (the first read, and again after a change too wide to patch). */
  readAll(db: MirrorDb): Promise<Row[]>;
  /** The stored rows of `keys`, in their order (undefined where one is gone). */
  rowsAt(db: MirrorDb, keys: Key[]): Promise<(Row | undefined)[]>;
  /** Whether a stored row belongs to the slice. */
  keep(row: Row): boolean;
  keyOf(row: Row): Key;
  order(a: Row, b: Row): number;
}

/** More changed keys than this at once (an import, a pull) read the slice again instead. */
const PATCH_LIMIT = 200;

type Listener = () => void;

/** The keys a change names one by one, or null when it names a range (a clear, a delete by range). */
export function changedKeys(tree: IntervalTree | undefined): IndexableType[] | null {
  if (!tree || !("from" in tree)) return [];
  const keys: IndexableType[] = [];
  const visit = (node: IntervalTree | null | undefined): boolean => {
    if (!node || !("from" in node)) return true;
    if (cmp(node.from, node.to) !== 0) return false;
    keys.push(node.from);
    return visit(node.l) && visit(node.r);
  };
  return visit(tree) && keys.length <= PATCH_LIMIT ? keys : null;
}

/** Puts `row` in its place in a sorted array (a new array), replacing the row with its key if there was one. */
export function placeRow<Row, Key>(
  rows: readonly Row[],
  row: Row | undefined,
  key: Key,
  spec: Pick<SliceSpec<Row, Key>, "keyOf" | "order">,
): Row[] {
  const next = rows.filter((r) => cmp(spec.keyOf(r), key) !== 0);
  if (!row) return next;
  let low = 0;
  let high = next.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (spec.order(next[mid]!, row) <= 0) low = mid + 1;
    else high = mid;
  }
  next.splice(low, 0, row);
  return next;
}

class LiveSlice<Row, Key> {
  rows: Row[] | undefined;
  private listeners = new Set<Listener>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: MirrorDb,
    private readonly spec: SliceSpec<Row, Key>,
    private readonly onEmpty: () => void,
    private readonly onUsed: () => void,
  ) {}

  /** Stable for useSyncExternalStore: the first listener starts the slice, the last one's leaving stops it. */
  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      this.onUsed();
      Dexie.on.storagemutated.subscribe(this.onMutated);
      this.enqueue(() => this.readAll());
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size) return;
      Dexie.on.storagemutated.unsubscribe(this.onMutated);
      this.onEmpty();
    };
  };

  readonly snapshot = () => this.rows;

  private readonly onMutated = (parts: ObservabilitySet) => {
    const base = `idb://${this.db.name}/${this.spec.table}/`;
    if (!Object.keys(parts).some((part) => part.startsWith(base))) return;
    const keys = changedKeys(parts[base]);
    this.enqueue(() => (keys ? this.patch(keys) : this.readAll()));
  };

  /** One read at a time, in order: a patch never lands under a read that started before it. */
  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch(() => {
      // The mirror closed (signed out) or failed: what was shown stays; a first read shows nothing.
      if (!this.rows) this.publish([]);
    });
  }

  private publish(rows: Row[]) {
    this.rows = rows;
    for (const listener of this.listeners) listener();
  }

  private async readAll() {
    const rows = await this.db.transaction("r", this.spec.table, () => this.spec.readAll(this.db));
    this.publish(rows.filter((r) => this.spec.keep(r)).sort(this.spec.order));
  }

  private async patch(keys: IndexableType[]) {
    if (!this.rows) return this.readAll();
    if (!keys.length) return;
    // The table's changes name its own keys.
    const own = keys as Key[];
    const found = await this.spec.rowsAt(this.db, own);
    let rows = this.rows;
    own.forEach((key, i) => {
      const row = found[i];
      rows = placeRow(rows, row && this.spec.keep(row) ? row : undefined, key, this.spec);
    });
    this.publish(rows);
  }
}

const slices = new Map<string, LiveSlice<unknown, unknown>>();

/** The slice named `name` of the open mirror, made from `spec` on first use; null with no mirror open. */
function sliceOf<Row, Key>(name: string, spec: SliceSpec<Row, Key>): LiveSlice<Row, Key> | null {
  if (!hasMirror()) return null;
  const db = mirror();
  const id = `${db.name}/${name}`;
  let slice = slices.get(id) as LiveSlice<Row, Key> | undefined;
  if (!slice) {
    const made: LiveSlice<Row, Key> = new LiveSlice(
      db,
      spec,
      () => slices.get(id) === made && slices.delete(id),
      () => slices.set(id, made as LiveSlice<unknown, unknown>),
    );
    slice = made;
    slices.set(id, slice as LiveSlice<unknown, unknown>);
  }
  return slice;
}

const EMPTY: never[] = [];
const noSubscription = () => () => {};
const noRows = () => EMPTY;

/**
 * The slice's rows, live: undefined while first read, [] with no mirror open. It stays patched while a
 * component shows it, and is dropped when the last one leaves.
 */
export function useLiveSlice<Row, Key>(name: string, spec: SliceSpec<Row, Key>): Row[] | undefined {
  const slice = sliceOf(name, spec);
  return useSyncExternalStore(slice?.subscribe ?? noSubscription, slice?.snapshot ?? noRows);
}
