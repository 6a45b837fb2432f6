// Test helper: the app's flat records put back into the API's resource shapes, for fake servers.
import type { UserSummary } from "./schemas";
import { MODEL_TYPES, toResource } from "./schemas/resource";

type Flat = { id: number | string };
type FlatPost = Flat & {
  postable_type: "user" | "library";
  comments_data: { total: number; latest: Flat[] };
  likes_data: { total: number; users: UserSummary[] };
  my_like: unknown;
};

const resource = <T extends Flat>(record: T) =>
  toResource(record as T & { id: number }) as { id: number; attributes: T };

/** Any record as a resource `{ id, attributes }`. */
export const wire = resource;

/** A list of records as resources. */
export const wireAll = <T extends Flat>(records: readonly T[]) => records.map(resource);

/**
 * A post as the API sends it: comments_data and likes_data null, the summaries as pages of resources in
 * comments_summary / likes_summary, `App\Models\…` postable types.
 */
export function wirePost<T extends FlatPost>(post: T) {
  return resource({
    ...post,
    postable_type: MODEL_TYPES[post.postable_type],
    comments_data: null,
    likes_data: null,
    comments_summary: {
      data: wireAll(post.comments_data.latest),
      meta: { total: post.comments_data.total },
    },
    likes_summary: {
      data: post.likes_data.users.map((user, i) =>
        resource({ id: 9000 + i, user, emoji_html_code: "&#128077;" }),
      ),
      meta: { total: post.likes_data.total },
    },
  });
}

/** A page of records as resources, in the API's paged envelope. */
export function wirePage<T extends Flat>(
  records: readonly T[],
  meta: { current_page?: number; last_page?: number; per_page?: number; total?: number } = {},
  next: string | null = null,
) {
  return {
    data: wireAll(records),
    links: { prev: null, next },
    meta: {
      current_page: meta.current_page ?? 1,
      last_page: meta.last_page ?? 1,
      per_page: meta.per_page ?? 10,
      total: meta.total ?? records.length,
    },
  };
}

/** A post (told by its summaries) as wirePost sends it, anything else as a plain resource. */
export function wireAny<T extends Flat>(record: T) {
  return "comments_data" in record && "likes_data" in record
    ? wirePost(record as unknown as FlatPost)
    : resource(record);
}
