// Desk benchmark (not a test): Rahim's phone, offline, queues 1,000 desk actions in chains on temporary ids
// (add a copy, add a walk-in member, lend the new copy to them, take it back, edit a seeded copy) and replays
// them against the real server: the time, and duplicates counted over HTTP (must be 0). Then the library
// grows to 10,000 copies, the desk's pull mirrors them, and the desk's and the reader's book searches are
// timed (p50/p95). Runs in Node on fake-indexeddb; `tsx bench/desk-sync-cli.ts`.
import { SEARCHES as queries, percentile as pct, startBenchServer } from "./node-device";
import { performance } from "node:perf_hooks";
import { DEMO } from "../tests/e2e/support/auth";
import { alokitoId } from "./sync-server";
import { benchApi, everyItem } from "./desk-sync-server";

const CHAINS = 200;
const BOOKS = 10_000;
const TARGETS = { replayS: 60, searchP95Ms: 30 };

export async function runDeskSyncBench(): Promise<boolean> {
  const { configureApi } = await import("../src/api/client");
  const { useSession } = await import("../src/session/session");
  const { openMirror } = await import("../src/db");
  const { addCopies, editCopy } = await import("../src/sync/actions/copies");
  const { addMember, lendCopy, returnLoan } = await import("../src/sync/actions/desk");
  const { replayQueue } = await import("../src/sync/engine");
  const { pullCirculation } = await import("../src/sync/deskPulls");
  const { libraryCopies, searchDeskCopies } = await import("../src/sync/deskLists");
  const { searchBooks } = await import("../src/sync/search");

  const server = await startBenchServer("desk-bench");
  console.log(`server: the real API in its own process (${server.database}, seeded)`);
  const api = benchApi(server.url);
  const token = await api.login(DEMO.rahim.username, DEMO.rahim.password);
  const me = (await api.get("auth/me", token)).data.attributes;
  configureApi({ prefixUrl: `${server.url}/api`, timeoutMs: 30_000, token: () => token });
  useSession.getState().signIn(token, me);
  const db = openMirror(me.id);
  const library = await alokitoId(server.url, token);
  const tag = `DB${Date.now() % 1_000_000}`;
  let ok = true;
  try {
    // Online once: the desk (settings, powers, next codes), members, loans and every copy.
    await pullCirculation(library, db);
    const seeded = (await libraryCopies(library)).filter((c) => c.status === "available");
    const started = new Date().toISOString();

    // 1. Offline: 200 chains of five actions, each on temporary ids but the edit.
    const desk = (await db.desk.get(library))!;
    const first = Number(desk.nextBookCode.slice(3));
    // Each chain's queueing time: the last ones go on top of about a thousand queued rows.
    const chainMs: number[] = [];
    for (let i = 0; i < CHAINS; i++) {
      const chainStart = performance.now();
      const [copyId] = await addCopies({
        libraryId: library,
        title: `${tag} desk book ${i}`,
        authors: ["Desk Bench Author"],
        book_code: `AP-${String(first + i).padStart(5, "0")}`,
        copies: 1,
      });
      const { id: memberId } = await addMember({
        libraryId: library,
        reader: {
          first_name: `${tag} walk-in ${i}`,
          surname: null,
          mobile: `+88017${String(10_000_000 + i).slice(-8)}`,
          address: null,
        },
      });
      const copy = (await db.books.get(copyId!))!;
      const member = (await db.members.get(memberId))!;
      const loanId = await lendCopy({
        libraryId: library,
        copy: { id: copy.id, code: copy.code, title: copy.title, coverUrl: null },
        member,
        dueAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      });
      await returnLoan((await db.bookIssues.get(loanId))!);
      await editCopy(library, seeded[i]!.id, { shelf_number: tag });
      chainMs.push(performance.now() - chainStart);
    }
    const queued = await db.outbox.count();
    const mean = (ms: number[]) => (ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1);
    console.log(
      `desk queueing offline: ${queued} actions, ${mean(chainMs.slice(0, 20))} ms a chain of five ` +
        `for the first 20 chains, ${mean(chainMs.slice(-20))} ms for the last 20`,
    );

    // 2. Online again: replay until the queue is empty.
    const t0 = performance.now();
    let passes = 0;
    for (;;) {
      passes++;
      const stop = await replayQueue(db, { random: () => 0 });
      // Blocked: what is left waits on a refused row (listed below).
      if (stop.reason === "empty" || stop.reason === "blocked") break;
      if (stop.reason !== "waiting") throw new Error(`replay stopped: ${stop.reason}`);
    }
    const replayMs = performance.now() - t0;
    for (const row of (await db.outbox.where("state").equals("failed").toArray()).slice(0, 5))
      console.log(`  refused: ${row.kind} ${row.error?.status} ${row.error?.message}`);
    const left = await db.outbox.count();
    const failed = await db.outbox.where("state").equals("failed").count();

    // What the server holds, over HTTP.
    const changed = await everyItem(
      api,
      `libraries/${library}/books?updated_since=${started}`,
      token,
    );
    const copies = changed.filter((c) => String(c.attributes.book.title).startsWith(tag));
    const edited = changed.filter((c) => c.attributes.shelf_number === tag).length;
    const members = (await everyItem(api, `libraries/${library}/members`, token)).filter((m) =>
      String(m.attributes.first_name).startsWith(tag),
    );
    const loans = (await everyItem(api, `libraries/${library}/book-issues`, token)).filter((l) =>
      String(l.attributes.library_book.book.title).startsWith(tag),
    );
    const returned = loans.filter((l) => l.attributes.collected_at).length;
    const duplicates = copies.length - CHAINS + (members.length - CHAINS) + (loans.length - CHAINS);
    console.log(
      `desk replay: ${queued} actions in ${(replayMs / 1000).toFixed(2)} s (${passes} passes); server holds ` +
        `copies ${copies.length}, members ${members.length}, loans ${loans.length} (${returned} returned), ` +
        `edited ${edited}; duplicates ${duplicates}; failed ${failed}; left in outbox ${left}`,
    );
    ok &&=
      queued === CHAINS * 5 &&
      duplicates === 0 &&
      left === 0 &&
      returned === CHAINS &&
      edited === CHAINS &&
      replayMs <= TARGETS.replayS * 1000;

    // 3. The library grows to 10,000 copies (CSV import), and the desk's pull brings them.
    const have = Number((await api.get(`libraries/${library}/books?per_page=1`, token)).meta.total);
    for (let made = 0; made < BOOKS - have; made += 5000) {
      const rows = Array.from({ length: Math.min(5000, BOOKS - have - made) }, (_, i) => ({
        title: `Imported title ${made + i} ${["নদী", "river", "monsoon", "গান"][i % 4]}`,
        authors: `Author ${(made + i) % 700}`,
      }));
      await api.post(`libraries/${library}/books/import`, token, { rows, dry_run: false });
    }
    const t1 = performance.now();
    await pullCirculation(library, db);
    const pullMs = performance.now() - t1;
    const stored = await db.books.where("libraryId").equals(library).count();
    console.log(`desk pull: ${stored} copies on the device (${(pullMs / 1000).toFixed(2)} s)`);
    ok &&= stored >= BOOKS;

    // 4. Searching them: the desk's list (every copy read, then each query) and the reader's.
    const t2 = performance.now();
    const all = await libraryCopies(library);
    const openMs = performance.now() - t2;
    const timeOf = async (search: (q: string) => unknown) => {
      await search("warm");
      const times: number[] = [];
      for (let i = 0; i < 500; i++) {
        const t = performance.now();
        await search(queries[i % queries.length]!);
        times.push(performance.now() - t);
      }
      return times.sort((a, b) => a - b);
    };
    const deskTimes = await timeOf((q) => searchDeskCopies(all, q));
    const readerTimes = await timeOf((q) => searchBooks(library, q, 50, db));
    for (const [name, times] of [
      ["desk", deskTimes],
      ["reader", readerTimes],
    ] as const)
      console.log(
        `${name} search: ${times.length} queries over ${all.length} copies, p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms`,
      );
    console.log(`desk list read: ${all.length} copies in ${openMs.toFixed(0)} ms`);
    ok &&=
      pct(deskTimes, 0.95) <= TARGETS.searchP95Ms && pct(readerTimes, 0.95) <= TARGETS.searchP95Ms;
  } finally {
    db.close();
    await server.stop();
  }
  console.log(
    `targets (1,000 desk actions replayed ≤ ${TARGETS.replayS} s with 0 duplicates, search p95 ≤ ${TARGETS.searchP95Ms} ms over ${BOOKS} copies): ${ok ? "met" : "NOT met"}`,
  );
  return ok;
}
