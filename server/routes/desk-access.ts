// What every desk route starts with: the signed-in caller, the library (404) and the staff power the
// call needs (403), in that order; and the desk lists' page size.
import type { AppContext } from "../context";
import { requireUser } from "../http/auth";
import { idParam } from "../http/input";
import { pageRequest } from "../http/paging";
import { requireLibrary } from "../domain/libraries";
import {
  isLibraryStaff,
  requireLibraryPower,
  staffPowers,
  type StaffPower,
} from "../domain/permissions";
import { forbidden } from "../domain/errors";

export const DESK_LIBRARY = "/api/libraries/:id{[0-9]+}";

/**
 * The caller and the library, after checking that the caller holds `power` there ("staff": any; a list:
 * one of them).
 */
export async function deskAccess(c: AppContext, power: StaffPower | StaffPower[] | "staff") {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const library = await requireLibrary(db, idParam(c.req.param("id"), "Library"));
  if (power === "staff") {
    if (!(await isLibraryStaff(db, library.id, user.id)))
      throw forbidden("Only this library's staff can do this.");
  } else if (Array.isArray(power)) {
    const held = await staffPowers(db, library.id, user.id);
    if (!power.some((p) => held.includes(p)))
      throw forbidden(`You need the ${power.join(" or ")} permission in this library.`);
  } else await requireLibraryPower(db, library.id, user.id, power);
  return { user, db, library };
}

/** `?page=&per_page=` (1 to 100, default 15). */
export function deskPage(c: AppContext) {
  const raw = Number(c.req.query("per_page"));
  return pageRequest(c, Number.isInteger(raw) && raw >= 1 && raw <= 100 ? raw : 15);
}
