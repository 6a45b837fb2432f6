// Everything screens call to change data: each queues a mutation and updates the mirror at once.
export { createPost, editPost, deletePost, type NewPost } from "./posts";
export { toggleLike, DEFAULT_LIKE_EMOJI } from "./likes";
export { addComment, editComment, deleteComment } from "./comments";
export { follow, unfollow } from "./follows";
export { blockPerson, unblockPerson } from "./blocks";
export { requestMembership, orderCourse, updateProfile } from "./account";
export { SignedOutError } from "./me";
// The desk's actions (copies, members, loans) are imported from ./copies and ./desk by the desk's
// screens alone, so the feed's first load does not carry them.
