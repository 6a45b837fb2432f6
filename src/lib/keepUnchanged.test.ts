// Rows read again keep their objects when equal, and the list its identity when nothing changed.
import { keepUnchanged } from "./keepUnchanged";

const row = (id: number, text: string) => ({ id, text, likes: { total: 1 } });

describe("keepUnchanged", () => {
  it("keeps the previous list when every row is equal and in the same order", () => {
    const before = [row(1, "a"), row(2, "b")];
    expect(keepUnchanged(before, [row(1, "a"), row(2, "b")])).toBe(before);
  });

  it("gives a new list that reuses the unchanged rows and takes the changed ones", () => {
    const before = [row(1, "a"), row(2, "b"), row(3, "c")];
    const next = keepUnchanged(before, [row(1, "a"), row(2, "edited"), row(3, "c")]);
    expect(next).not.toBe(before);
    expect(next[0]).toBe(before[0]);
    expect(next[1]).toEqual(row(2, "edited"));
    expect(next[2]).toBe(before[2]);
  });

  it("notices rows added, removed or moved, and nested changes", () => {
    const before = [row(1, "a"), row(2, "b")];
    const added = keepUnchanged(before, [row(3, "c"), row(1, "a"), row(2, "b")]);
    expect(added).not.toBe(before);
    expect(added[1]).toBe(before[0]);
    expect(keepUnchanged(before, [row(1, "a")])).not.toBe(before);
    const moved = keepUnchanged(before, [row(2, "b"), row(1, "a")]);
    expect(moved).not.toBe(before);
    expect(moved[0]).toBe(before[1]);
    const liked = { ...row(1, "a"), likes: { total: 2 } };
    expect(keepUnchanged(before, [liked, row(2, "b")])[0]).toBe(liked);
  });

  it("never keeps a row holding a picture file, which cannot be compared", () => {
    const withPicture = (id: number) => ({ id, text: "a", localImage: new Blob(["x"]) });
    const before = [withPicture(1), row(2, "b")];
    const next = keepUnchanged(before, [withPicture(1), row(2, "b")]);
    expect(next).not.toBe(before);
    expect(next[0]).not.toBe(before[0]);
    expect(next[1]).toBe(before[1]);
  });

  it("takes the new list as it is when there was none before", () => {
    const next = [row(1, "a")];
    expect(keepUnchanged(undefined, next)).toBe(next);
    expect(keepUnchanged([], next)).toBe(next);
  });
});
