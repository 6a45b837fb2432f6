// The mirror follows the session: the signed-in user's database opens, and closes on sign-out.
import { describe, expect, it } from "vitest";
import { useSession } from "../session/session";
import { DB_VERSION, hasMirror, layoutKey, mirror } from "../db";
import { bootSync } from "./bootstrap";
import { reader } from "./fakeServer.test-util";

const user = { ...reader, id: 42 };

describe("bootSync", () => {
  it("opens the user's mirror on sign-in and closes it on sign-out", async () => {
    useSession.getState().signOut();
    const stop = await bootSync();
    expect(hasMirror()).toBe(false);
    useSession.getState().signIn("t", user);
    expect(mirror().name).toBe("pathagar-u42");
    useSession.getState().signOut();
    expect(hasMirror()).toBe(false);
    stop();
  });

  it("at a signed-in start on a device without the mirror, declares only the latest layout", async () => {
    localStorage.removeItem(layoutKey("pathagar-u43"));
    useSession.getState().signIn("t", { ...reader, id: 43 });
    const stop = await bootSync();
    expect(localStorage.getItem(layoutKey("pathagar-u43"))).toBe(String(DB_VERSION));
    // Dexie's own list of declared layouts (not public).
    expect((mirror() as unknown as { _versions: unknown[] })._versions).toHaveLength(1);
    await mirror().open();
    expect(mirror().verno).toBe(DB_VERSION);
    stop();
    useSession.getState().signOut();
  });
});
