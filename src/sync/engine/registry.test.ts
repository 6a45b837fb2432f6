// The outbox's kinds: the reader's from the start, the library desk's loaded on first need.
import { afterEach, beforeEach, expect, it, vi } from "vitest";

const READER_KINDS = ["post.create", "comment.update", "like.create", "follow", "profile.update"];
const DESK_KINDS = ["copy.create", "member.update", "loan.create", "loan.return"];

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock("./kinds/desk");
});

it("knows the reader's kinds at start and the desk's once loaded", async () => {
  const { registry, loadAllKinds } = await import("./registry");
  for (const kind of READER_KINDS) expect(registry.has(kind)).toBe(true);
  for (const kind of DESK_KINDS) expect(registry.has(kind)).toBe(false);
  await loadAllKinds();
  for (const kind of DESK_KINDS) expect(registry.get(kind)?.kind).toBe(kind);
});

it("tries a failed load again at the next call", async () => {
  let fail = true;
  vi.doMock("../kinds/desk", async (original) => {
    if (fail) throw new Error("offline, and the chunk is not kept yet");
    return original();
  });
  const { registry, loadAllKinds } = await import("./registry");
  await expect(loadAllKinds()).rejects.toThrow();
  expect(registry.has("loan.create")).toBe(false);
  fail = false;
  await loadAllKinds();
  expect(registry.has("loan.create")).toBe(true);
});
