// The desk home shows staff the sections their powers allow and tells everyone else it is for staff.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import type { MirrorDb } from "../../db";
import { useSession } from "../../session/session";
import { reader } from "../../sync/fakeServer.test-util";
import { fakeApi, freshMirror, jsonResponse } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import { DeskHome } from "./DeskHome";

let db: MirrorDb;
const desk = (permissions: string[]) => ({
  id: 7,
  permissions,
  loan_period_days: 14,
  loan_limit: 3,
  book_code_prefix: "AP",
  next_book_code: "AP-03001",
  next_member_code: "AP-M0301",
});
let answer: () => Response;

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
  fakeApi(() => answer());
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("DeskHome", () => {
  it("shows a librarian the books section, from the server's answer", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    answer = () => jsonResponse(200, { data: { id: 7, attributes: desk(["books_manage"]) } });
    await renderWithRouter(<DeskHome libraryId={7} />);
    expect(await screen.findByTestId("desk-section-books")).toHaveTextContent("Books");
    expect((await db.desk.get(7))?.permissions).toEqual(["books_manage"]);
  });

  it("tells a reader who is not staff, in Bangla, that the desk is for staff", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    answer = () => jsonResponse(403, { message: "Staff only." });
    await renderWithRouter(<DeskHome libraryId={7} />, { locale: "bn" });
    expect(
      await screen.findByText("শুধু পাঠাগারের কর্মীরাই ডেস্ক ব্যবহার করতে পারেন।"),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("desk-section-books")).toBeNull();
  });

  it("opens offline from the kept desk, and hides sections without their power", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    answer = () => {
      throw new Error("no network call offline");
    };
    await db.desk.put({
      libraryId: 7,
      permissions: ["circulation"],
      loanPeriodDays: 14,
      loanLimit: 3,
      bookCodePrefix: "AP",
      nextBookCode: "AP-03001",
      nextMemberCode: "AP-M0301",
      fetchedAt: 0,
    });
    await renderWithRouter(<DeskHome libraryId={7} />);
    expect(await screen.findByRole("heading", { name: "Library desk" })).toBeInTheDocument();
    expect(screen.queryByTestId("desk-section-books")).toBeNull();
  });
});
