// What the authorisation matrix's cases create before they call: posts, comments, pictures, accounts.
import { call, freshMobile, registerUser, type CallResult } from "./http";
import type { AuthzContext } from "./authz-matrix";

export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const image = (field: string) => () => ({
  form: { [field]: new Blob([PNG], { type: "image/png" }) },
});
export const postBody = () => ({ json: { title: "Matrix", body: `A post ${freshMobile()}` } });

export async function createdId(res: CallResult, what: string): Promise<number> {
  if (res.status >= 300) throw new Error(`authz setup, ${what}: ${res.status} ${res.text}`);
  const data = res.body?.data;
  return typeof data === "number" ? data : Number(data?.id ?? data?.attributes?.id);
}

export const ownerPost = async (ctx: AuthzContext) => ({
  post: await createdId(
    await call(`/api/users/${ctx.owner.id}/posts`, { token: ctx.owner.token, ...postBody() }),
    "owner post",
  ),
});
export const ownerComment = async (ctx: AuthzContext) => ({
  commentId: await createdId(
    await call(`/api/posts/${ctx.post}/comments`, {
      token: ctx.owner.token,
      json: { body: "To edit" },
    }),
    "comment",
  ),
});
export const libraryPost = async (ctx: AuthzContext) => ({
  libraryPost: await createdId(
    await call(`/api/libraries/${ctx.library.id}/posts`, {
      token: ctx.owner.token,
      ...postBody(),
    }),
    "library post",
  ),
});

/** A new account nobody else in the test uses (someone to block); its id. */
export async function registerFresh(firstName: string): Promise<number> {
  return (await registerUser({ first_name: firstName })).id;
}

/** A desk entry: one copy of a new book, its code left to the server. */
export const deskBook = () => ({ json: { title: "Matrix book", authors: ["Matrix Author"] } });
/** A copy in the owner's library (the {copy} slot). */
export const ownerCopy = async (ctx: AuthzContext) => {
  const res = await call(`/api/libraries/${ctx.library.id}/books`, {
    token: ctx.owner.token,
    ...deskBook(),
  });
  if (res.status !== 201) throw new Error(`authz setup, copy: ${res.status} ${res.text}`);
  return { copy: res.body.data[0].id as number };
};
