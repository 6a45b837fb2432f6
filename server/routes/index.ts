// Every route module, mounted at the site root (each module spells its own /api/... or /oauth/... paths).
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { authRoutes } from "./auth";
import { usersRoutes } from "./users";
import { uploadsRoutes } from "./uploads";
import { followsRoutes } from "./follows";
import { reportsRoutes } from "./reports";
import { blocksRoutes } from "./blocks";
import { librariesRoutes } from "./libraries";
import { deskMembersRoutes } from "./desk-members";
import { deskReadersRoutes } from "./desk-readers";
import { deskLoansRoutes } from "./desk-loans";
import { deskBooksRoutes } from "./desk-books";
import { deskReportRoutes } from "./desk-report";
import { postsRoutes } from "./posts";
import { coursesRoutes } from "./courses";
import { qrRoutes } from "./qr";
import { memberInvitationsRoutes } from "./member-invitations";
import { libraryVerificationRoutes } from "./library-verification";

export function mountRoutes(app: Hono<AppEnv>): void {
  // Fixed paths (e.g. /api/users/upload-own-photo) before parametrised ones (/api/users/:id).
  for (const routes of [
    authRoutes,
    uploadsRoutes,
    reportsRoutes,
    blocksRoutes,
    followsRoutes,
    postsRoutes,
    usersRoutes,
    librariesRoutes,
    deskMembersRoutes,
    memberInvitationsRoutes,
    libraryVerificationRoutes,
    deskReadersRoutes,
    deskLoansRoutes,
    deskBooksRoutes,
    deskReportRoutes,
    coursesRoutes,
    qrRoutes,
  ]) {
    app.route("/", routes);
  }
}
