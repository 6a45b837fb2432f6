// Follow actions for screens: follow and unfollow a user or a library.
import type { FollowTarget } from "../../api/follows";
import { enqueue } from "../engine";

export const follow = async (target: FollowTarget) => void (await enqueue("follow", { target }));
export const unfollow = async (target: FollowTarget) =>
  void (await enqueue("unfollow", { target }));
