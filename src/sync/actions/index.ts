// Everything screens call to change data: each queues a mutation and updates the mirror at once.
export { createPost, editPost, deletePost, type NewPost } from "./posts";
export { toggleLike, DEFAULT_LIKE_EMOJI } from "./likes";
export { addComment, editComment, deleteComment } from "./comments";
export { follow, unfollow } from "./follows";
export { blockPerson, unblockPerson } from "./blocks";
export { requestMembership, orderCourse, updateProfile } from "./account";
export { SignedOutError } from "./me";
export {
  addCopies,
  editCopy,
  withdrawCopy,
  restoreCopy,
  moveCopies,
  uploadCopyCover,
  type NewCopies,
} from "./copies";
export * from "./desk";
