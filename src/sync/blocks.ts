// The people the reader blocked: pulled from the server into the mirror, and read live from it.
import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useState } from "react";
import * as blocksApi from "../api/blocks";
import type { Block } from "../api/schemas";
import { hasMirror, mirror, type BlockRow, type MirrorDb } from "../db";
import { useSession } from "../session/session";
import { useMounted } from "../lib/useMounted";
import { useRevalidate } from "./hooks";
import { writePulled } from "./engine";
import { keys } from "./keys";

/** At most this many pages are read (15 people each): a reader blocks a handful. */
const MAX_PAGES = 20;

/**
 * Replaces the mirror's blocks by the server's list; a person with a block or an unblock still queued
 * keeps the device's row (the server does not know of it yet).
 */
export async function pullBlocks(db: MirrorDb = mirror()): Promise<void> {
  const all: Block[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await blocksApi.fetchBlocks(page);
    all.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  await db.transaction("rw", [db.blocks, db.outbox], async () => {
    const server = new Set(all.map((b) => b.blockable_id));
    const stale = (await db.blocks.toArray()).filter((row) => !server.has(row.userId));
    await writePulled(
      db.blocks,
      all.map((b) => ({
        userId: b.blockable_id,
        id: b.id,
        user: b.blockable,
        created_at: b.created_at,
      })),
      {
        key: (row) => keys.block(row.userId),
        gone: stale.map((row) => ({ id: row.userId, key: keys.block(row.userId) })),
      },
    );
  });
}

/** The blocked people, newest first, stored rows at once and refreshed when online. */
export function useBlocks(): { blocks: BlockRow[] | undefined; loading: boolean; failed: boolean } {
  const userId = useSession((s) => s.user?.id ?? 0);
  const blocks = useLiveQuery(
    async () =>
      hasMirror()
        ? (await mirror().blocks.toArray()).sort((a, b) => (a.created_at < b.created_at ? 1 : -1))
        : [],
    [userId],
  );
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const mounted = useMounted();
  const refresh = useCallback(async () => {
    if (!hasMirror()) return;
    setLoading(true);
    try {
      await pullBlocks();
      if (mounted.current) setFailed(false);
    } catch {
      if (mounted.current) setFailed(true);
    } finally {
      if (mounted.current) setLoading(false);
    }
  }, [mounted]);
  useRevalidate(() => void refresh());
  return { blocks, loading, failed };
}

/**
 * Whether the reader blocked `userId` (an unblock waiting to be sent no longer counts); undefined while
 * the mirror is being read.
 */
export function useIsBlocked(userId: number): boolean | undefined {
  const key = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(async () => {
    if (!hasMirror() || !Number.isInteger(userId)) return false;
    const row = await mirror().blocks.get(userId);
    return row !== undefined && !row.unblocked;
  }, [userId, key]);
}
