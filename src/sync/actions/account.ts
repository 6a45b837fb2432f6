// Account actions for screens: ask to join a library, order a course, edit the profile.
import type { ProfileFields } from "../../api/profile";
import { tempId } from "../engine";
import { enqueue } from "../engine";
import { me } from "./me";

export const requestMembership = async (libraryId: number) =>
  void (await enqueue("memberRequest.create", { libraryId }));

export const orderCourse = async (courseId: number) =>
  void (await enqueue("courseOrder.create", {
    tempId: tempId(),
    courseId,
    createdAt: new Date().toISOString(),
  }));

export const updateProfile = async (fields: ProfileFields) =>
  void (await enqueue("profile.update", { userId: me().id, fields }));
