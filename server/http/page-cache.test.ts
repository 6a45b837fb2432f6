// The page cache keeps a built page until a write through any instance, never keeps one built across a write,
// stays bounded, and can be switched off.
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client";
import { openMemoryDatabase } from "../test/memory-database";
import type { BuiltPage } from "./built-page";
import { PageCache } from "./page-cache";
import { databaseVersion } from "./shared-version";

let database: Database;
const textOf = async (page: Promise<BuiltPage>) => (await page).text;
beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(() => database?.close());

describe("PageCache", () => {
  it("builds a page once, and again after clear()", async () => {
    const cache = new PageCache();
    let builds = 0;
    const build = async () => `page ${++builds}`;
    expect(await textOf(cache.get("a", build))).toBe("page 1");
    expect(await textOf(cache.get("a", build))).toBe("page 1");
    expect(await textOf(cache.get("b", build))).toBe("page 2");
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await textOf(cache.get("a", build))).toBe("page 3");
  });

  it("answers with a page built across a write but does not keep it", async () => {
    const cache = new PageCache();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const building = cache.get("a", async () => {
      await held;
      return "before the write";
    });
    cache.clear();
    release();
    expect(await textOf(building)).toBe("before the write");
    expect(await textOf(cache.get("a", async () => "after the write"))).toBe("after the write");
  });

  it("does not keep a page whose build failed", async () => {
    const cache = new PageCache();
    await expect(
      cache.get("a", async () => {
        throw new Error("no such timeline");
      }),
    ).rejects.toThrow("no such timeline");
    expect(await textOf(cache.get("a", async () => "built"))).toBe("built");
  });

  it("holds at most its limit, dropping the oldest first", async () => {
    const cache = new PageCache({ maxPages: 2 });
    await textOf(cache.get("a", async () => "A"));
    await textOf(cache.get("b", async () => "B"));
    await textOf(cache.get("c", async () => "C"));
    expect(cache.size).toBe(2);
    expect(await textOf(cache.get("a", async () => "A again"))).toBe("A again");
    expect(await textOf(cache.get("c", async () => "C again"))).toBe("C");
  });

  it("switched off, builds every page afresh", async () => {
    const cache = new PageCache({ enabled: false });
    let builds = 0;
    await textOf(cache.get("a", async () => `page ${++builds}`));
    expect(await textOf(cache.get("a", async () => `page ${++builds}`))).toBe("page 2");
    expect(cache.size).toBe(0);
  });
});

describe("PageCache shared through the database", () => {
  it("drops its pages when another instance writes", async () => {
    const a = new PageCache({ shared: databaseVersion(database.db) });
    const b = new PageCache({ shared: databaseVersion(database.db) });
    let builds = 0;
    const build = async () => `page ${++builds}`;
    expect(await textOf(b.get("feed", build))).toBe("page 1");
    expect(await textOf(b.get("feed", build))).toBe("page 1");
    await a.written();
    expect(await textOf(b.get("feed", build))).toBe("page 2");
    expect(await textOf(b.get("feed", build))).toBe("page 2");
    await b.written();
    expect(await textOf(a.get("feed", build))).toBe("page 3");
  });

  it("does not keep a page built while another instance wrote", async () => {
    const a = new PageCache({ shared: databaseVersion(database.db) });
    const b = new PageCache({ shared: databaseVersion(database.db) });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inBuild = new Promise<void>((resolve) => (started = resolve));
    const building = b.get("feed", async () => {
      started();
      await held;
      return "before the write";
    });
    // b read the version before a's write; its next answer must see that the version moved.
    await inBuild;
    await a.written();
    release();
    expect(await textOf(building)).toBe("before the write");
    expect(await textOf(b.get("feed", async () => "after the write"))).toBe("after the write");
  });
});
