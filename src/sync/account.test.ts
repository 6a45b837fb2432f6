// Account mutations: membership request, course order (temporary id → server id), profile edit.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { orderCourse, requestMembership, updateProfile } from "./actions";
import { fakeServer, reader, type FakeServer } from "./fakeServer.test-util";
import { replayQueue } from "./engine";
import { fakeApi, freshMirror } from "./testing";
import { metaKeys } from "./keys";

let db: MirrorDb;
let server: FakeServer;
const user = reader;

beforeEach(async () => {
  db = await freshMirror();
  server = fakeServer();
  fakeApi(server.handler);
  useSession.getState().signIn("token", user);
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

describe("account mutations", () => {
  it("show at once offline and reconcile with the server's answers", async () => {
    await db.users.put(user);
    await db.cart.put({ courseId: 8, addedAt: "" });
    await requestMembership(3);
    await orderCourse(8);
    await updateProfile({ first_name: "Rini", email: "r@example.com" });

    expect((await db.meta.get(metaKeys.memberRequest(3)))?.value).toEqual({ pending: true });
    const [order] = await db.courseOrders.toArray();
    expect(order).toMatchObject({ course_id: 8, status: "ordered" });
    expect(String(order!.id)).toMatch(/^tmp-/);
    expect(await db.cart.get(8)).toBeUndefined();
    // A new email counts once confirmed: until then it is pending here too.
    expect(await db.users.get(1)).toMatchObject({
      first_name: "Rini",
      email: null,
      pending_email: "r@example.com",
    });

    await replayQueue(db);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST libraries/3/member-requests",
      "POST my-course-orders",
      "POST users/1",
    ]);
    expect((await db.meta.get(metaKeys.memberRequest(3)))?.value).toMatchObject({
      library_id: 3,
      user_id: 1,
    });
    const orders = await db.courseOrders.toArray();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: 501, message: "We will call you." });
    expect(await db.users.get(1)).toMatchObject({ email: null, pending_email: "r@example.com" });
  });

  it("a refused order is rolled back and kept as failed with the reason", async () => {
    await orderCourse(404);
    await replayQueue(db);
    expect(await db.courseOrders.count()).toBe(0);
    expect((await db.outbox.toArray())[0]).toMatchObject({
      state: "failed",
      error: { message: "This course is closed." },
    });
  });
});
