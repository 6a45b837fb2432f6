// The device's note of whose desks are staffed: per person, updated desk by desk and by a whole check.
import { beforeEach, describe, expect, it } from "vitest";
import { desksCheckedAt, noteDesk, noteDesksChecked } from "./myDeskHint";
import { MY_DESKS_KEY } from "./session-keys";
import { useSession } from "./session";

const ids = () =>
  (JSON.parse(localStorage.getItem(MY_DESKS_KEY) ?? "{}") as { ids?: number[] }).ids;

describe("the note of my desks", () => {
  beforeEach(() => localStorage.clear());

  it("adds a staffed desk once and drops one no longer staffed", () => {
    noteDesk(5, 9, true);
    noteDesk(5, 2, true);
    noteDesk(5, 9, true);
    expect(ids()).toEqual([2, 9]);
    noteDesk(5, 9, false);
    expect(ids()).toEqual([2]);
    expect(desksCheckedAt(5)).toBe(0);
  });

  it("belongs to one person: another's note is not theirs, and a check replaces it", () => {
    noteDesk(5, 9, true);
    expect(desksCheckedAt(6)).toBe(0);
    noteDesk(6, 3, true);
    expect(ids()).toEqual([3]);
    noteDesksChecked(6, [4, 4, 1], 1234);
    expect(ids()).toEqual([1, 4]);
    expect(desksCheckedAt(6)).toBe(1234);
    expect(desksCheckedAt(5)).toBe(0);
  });

  it("survives a damaged note and goes at sign-out", () => {
    localStorage.setItem(MY_DESKS_KEY, "{not json");
    expect(desksCheckedAt(5)).toBe(0);
    noteDesk(5, 1, true);
    expect(ids()).toEqual([1]);
    useSession.getState().signIn("t", { id: 5 } as never);
    useSession.getState().signOut();
    expect(localStorage.getItem(MY_DESKS_KEY)).toBeNull();
  });
});
