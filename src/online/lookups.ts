// Lists read from the server while online and never kept in the mirror: a post's likes and a
// library's followers (a person's follower lists are in people.ts).
import * as followsApi from "../api/follows";
import * as likesApi from "../api/likes";

/** One page of a post's likes: who liked it, with which emoji. */
export const fetchLikes = (postId: number, page = 1) => likesApi.fetchLikes(postId, page);

/** One page of the people who follow a library. */
export const fetchLibraryFollowers = (libraryId: number, page = 1) =>
  followsApi.fetchFollowers({ type: "library", id: libraryId }, page);
