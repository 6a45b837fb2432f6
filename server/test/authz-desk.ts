// What the authorisation matrix's desk cases create first: a reader's request to join the owner's
// library, a walk-in member card, and one whose mobile an account was registered with.
import { call, freshMobile, registerUser } from "./http";
import { createdId } from "./authz-fixtures";
import type { AuthzContext } from "./authz-matrix";

/** An id no row has (the largest 32-bit one). */
export const NO_ID = 2_147_483_647;

export const joinRequest = async (ctx: AuthzContext) => {
  const reader = await registerUser({ first_name: "Matrix", surname: "Asker" });
  const res = await call(`/api/libraries/${ctx.library.id}/member-requests`, {
    token: reader.token,
    json: {},
  });
  return { request: await createdId(res, "member request") };
};

async function walkIn(ctx: AuthzContext, mobile: string) {
  const res = await call(`/api/libraries/${ctx.library.id}/members`, {
    token: ctx.owner.token,
    json: { first_name: "Matrix", surname: "Walk-in", mobile },
  });
  return createdId(res, "walk-in member");
}

export const deskMember = async (ctx: AuthzContext) => ({
  member: await walkIn(ctx, freshMobile()),
});

export const linkableMember = async (ctx: AuthzContext) => {
  const reader = await registerUser({ first_name: "Matrix", surname: "Linked" });
  return { member: await walkIn(ctx, reader.username) };
};
