// The worker's copy of the session follows the page's: kept at sign-in, replaced for a new token, gone at
// sign-out (a signed-out device keeps no token anywhere).
import { describe, expect, it } from "vitest";
import { reader } from "../sync/fakeServer.test-util";
import { Dexie } from "dexie";
import { DEVICE_DB_NAME, readDeviceSession, shareSessionWithWorker } from "./deviceSession";
import { useSession } from "./session";

describe("shareSessionWithWorker", () => {
  it("keeps the token and reader while signed in, and forgets them at sign-out", async () => {
    useSession.getState().signOut();
    shareSessionWithWorker();
    await expect.poll(() => readDeviceSession()).toBeNull();

    useSession.getState().signIn("first-token", reader);
    await expect
      .poll(() => readDeviceSession())
      .toEqual({ userId: reader.id, token: "first-token" });
    useSession.getState().signIn("second-token", reader);
    await expect
      .poll(() => readDeviceSession())
      .toEqual({ userId: reader.id, token: "second-token" });

    useSession.getState().signOut();
    await expect.poll(() => readDeviceSession()).toBeNull();
  });

  it("finds none, and creates no database, once the device's data is removed", async () => {
    shareSessionWithWorker();
    useSession.getState().signIn("kept-token", reader);
    await expect
      .poll(() => readDeviceSession())
      .toEqual({ userId: reader.id, token: "kept-token" });

    await Dexie.delete(DEVICE_DB_NAME);
    expect(await readDeviceSession()).toBeNull();
    expect(await Dexie.exists(DEVICE_DB_NAME)).toBe(false);
    useSession.getState().signOut();
  });
});
