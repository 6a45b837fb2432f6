// The mirror follows the session: the signed-in user's database opens, and closes on sign-out.
import { describe, expect, it } from "vitest";
import { useSession } from "../session/session";
import { hasMirror, mirror } from "../db";
import { bootSync } from "./bootstrap";
import { reader } from "./fakeServer.test-util";

const user = { ...reader, id: 42 };

describe("bootSync", () => {
  it("opens the user's mirror on sign-in and closes it on sign-out", () => {
    useSession.getState().signOut();
    const stop = bootSync();
    expect(hasMirror()).toBe(false);
    useSession.getState().signIn("t", user);
    expect(mirror().name).toBe("pathagar-u42");
    useSession.getState().signOut();
    expect(hasMirror()).toBe(false);
    stop();
  });
});
