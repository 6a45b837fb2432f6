// The page cache keeps a built page until a write, never keeps one built across a write, and stays bounded.
import { PageCache } from "./page-cache";

describe("PageCache", () => {
  it("builds a page once, and again after clear()", async () => {
    const cache = new PageCache();
    let builds = 0;
    const build = async () => `page ${++builds}`;
    expect(await cache.get("a", build)).toBe("page 1");
    expect(await cache.get("a", build)).toBe("page 1");
    expect(await cache.get("b", build)).toBe("page 2");
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get("a", build)).toBe("page 3");
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
    expect(await building).toBe("before the write");
    expect(await cache.get("a", async () => "after the write")).toBe("after the write");
  });

  it("does not keep a page whose build failed", async () => {
    const cache = new PageCache();
    await expect(
      cache.get("a", async () => {
        throw new Error("no such timeline");
      }),
    ).rejects.toThrow("no such timeline");
    expect(await cache.get("a", async () => "built")).toBe("built");
  });

  it("holds at most its limit, dropping the oldest first", async () => {
    const cache = new PageCache(2);
    await cache.get("a", async () => "A");
    await cache.get("b", async () => "B");
    await cache.get("c", async () => "C");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "A again")).toBe("A again");
    expect(await cache.get("c", async () => "C again")).toBe("C");
  });
});
