// Mutation kinds around the reader's account: membership request, course order, profile edit.
import * as membersApi from "../../api/members";
import * as ordersApi from "../../api/orders";
import * as profileApi from "../../api/profile";
import type { CourseOrder, MemberRequest, User } from "../../api/schemas";
import type { MetaRow } from "../../db";
import { defineKind, remapQueued, type TempId } from "../engine";
import { findUnsent } from "./helpers";
import { profileOnDevice } from "./profileOnDevice";
import { keys, metaKeys } from "../keys";

export interface MemberRequestPayload {
  libraryId: number;
}
export const memberRequestCreate = defineKind("memberRequest.create")<
  MemberRequestPayload,
  MemberRequest,
  MetaRow | null
>({
  entityKey: (p) => keys.memberRequest(p.libraryId),
  protects: (p) => [keys.memberRequest(p.libraryId)],
  refersTo: () => [],
  async apply(db, p) {
    const previous = await db.meta.get(metaKeys.memberRequest(p.libraryId));
    await db.meta.put({ key: metaKeys.memberRequest(p.libraryId), value: { pending: true } });
    return previous ?? null;
  },
  send: (p, key) => membersApi.createMemberRequest(p.libraryId, key),
  async reconcile(db, p, answer) {
    await db.meta.put({ key: metaKeys.memberRequest(p.libraryId), value: answer });
  },
  async rollback(db, p, undo) {
    if (undo) await db.meta.put(undo);
    else await db.meta.delete(metaKeys.memberRequest(p.libraryId));
  },
});

export interface CourseOrderPayload {
  tempId: TempId;
  courseId: number;
  createdAt: string;
}
export const courseOrderCreate = defineKind("courseOrder.create")<
  CourseOrderPayload,
  CourseOrder,
  null
>({
  entityKey: (p) => keys.courseOrder(p.courseId),
  protects: (p) => [keys.courseOrder(p.courseId)],
  creates: (p) => p.tempId,
  refersTo: () => [],
  async apply(db, p, mutationId) {
    await db.courseOrders.put({
      id: p.tempId,
      course_id: p.courseId,
      status: "ordered",
      message: "",
      created_at: p.createdAt,
      pendingBy: mutationId,
    });
    await db.cart.delete(p.courseId);
    return null;
  },
  send: (p, key) => ordersApi.createCourseOrder(p.courseId, key),
  async reconcile(db, p, server, row) {
    await db.courseOrders.delete(p.tempId);
    await db.courseOrders.put(server);
    await remapQueued(db, p.tempId, server.id, "courseOrder", row.id);
  },
  async rollback(db, p) {
    await db.courseOrders.delete(p.tempId);
  },
});

export interface ProfilePayload {
  userId: number;
  fields: profileApi.ProfileFields;
}
export const profileUpdate = defineKind("profile.update")<
  ProfilePayload,
  User | null,
  Partial<User> | null
>({
  entityKey: (p) => keys.profile(p.userId),
  protects: (p) => [keys.profile(p.userId)],
  refersTo: () => [],
  async coalesce(db, p, queued) {
    const earlier = findUnsent(queued, profileUpdate, (q) => q.userId === p.userId);
    if (!earlier) return false;
    const fields = { ...earlier.payload.fields, ...p.fields };
    await db.outbox.update(earlier.seq!, { payload: { ...earlier.payload, fields } });
    const user = await db.users.get(p.userId);
    if (user) await db.users.update(p.userId, profileOnDevice(user, p.fields));
    return true;
  },
  async apply(db, p) {
    const user = await db.users.get(p.userId);
    if (!user) return null;
    const change = profileOnDevice(user, p.fields);
    await db.users.update(p.userId, change);
    // What the change replaced, each field it sets as it was (null when it had none).
    return Object.fromEntries(
      Object.keys(change).map((k) => [k, user[k as keyof User] ?? null]),
    ) as Partial<User>;
  },
  send: (p, key) => profileApi.updateProfile(p.userId, p.fields, key),
  async reconcile(db, _p, answer) {
    if (answer) await db.users.put(answer);
  },
  async rollback(db, p, undo) {
    if (undo) await db.users.where("id").equals(p.userId).modify(undo);
  },
});
