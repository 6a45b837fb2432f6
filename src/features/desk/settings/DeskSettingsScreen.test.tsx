// The desk settings screen: checks the fields before sending, saves with PUT /desk and keeps the answer,
// shows the server's 422 under its field, and offline keeps what was typed and says it needs the network.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { configureApi } from "../../../api/client";
import type { MirrorDb } from "../../../db";
import { useSession } from "../../../session/session";
import { fakeApi, freshMirror, jsonResponse } from "../../../sync/testing";
import { renderWithRouter } from "../../../test/render";
import { makeLibrary, me } from "../../libraries/libraryTestKit.test-util";
import { DeskSettingsScreen } from "./DeskSettingsScreen";
import { deskRow } from "../books/bookDesk.test-util";

let db: MirrorDb;
let online = true;
const sent: { method: string; body: unknown; key: string | null }[] = [];
let putAnswer: (body: Record<string, unknown>) => Response;
const settings = (over: Record<string, unknown> = {}) => ({
  data: {
    id: 1,
    attributes: {
      id: 1,
      permissions: ["library_edit", "circulation"],
      loan_period_days: 14,
      loan_limit: 3,
      book_code_prefix: "AP",
      next_book_code: "AP-03001",
      next_member_code: "AP-M0301",
      ...over,
    },
  },
});

beforeEach(async () => {
  db = await freshMirror();
  await db.libraries.put(makeLibrary(1, { title: "Alokito Pathagar" }));
  useSession.setState({ token: "token", user: me });
  online = true;
  sent.length = 0;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  putAnswer = (body) => jsonResponse(200, settings(body));
  fakeApi(async (request) => {
    if (request.method === "GET") return jsonResponse(200, settings());
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: request.method, body, key: request.headers.get("Idempotency-Key") });
    return putAnswer(body);
  });
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const fill = async (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

it("checks the ranges, then saves the loan period and keeps it on the device", async () => {
  await renderWithRouter(<DeskSettingsScreen libraryId={1} />);
  expect(await screen.findByLabelText("Loan period (days)")).toHaveValue("14");
  await fill("Loan period (days)", "400");
  await fill("Loan limit", "0");
  await fill("Book code prefix", "ap-");
  await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
  expect(screen.getByText("Write a number of days from 1 to 365.")).toBeVisible();
  expect(screen.getByText("Write a number of books from 1 to 50.")).toBeVisible();
  expect(screen.getByText("Use 1 to 6 letters A–Z or digits, like AP.")).toBeVisible();
  expect(sent).toHaveLength(0);

  await fill("Loan period (days)", "২১");
  await fill("Loan limit", "5");
  await fill("Book code prefix", "pg");
  await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
  expect(await screen.findByText("Desk settings saved.")).toBeVisible();
  expect(sent[0]).toMatchObject({
    method: "PUT",
    body: { loan_period_days: 21, loan_limit: 5, book_code_prefix: "PG" },
  });
  expect(sent[0]!.key).toBeTruthy();
  await waitFor(async () => expect((await db.desk.get(1))?.loanPeriodDays).toBe(21));
  expect((await db.desk.get(1))?.bookCodePrefix).toBe("PG");
});

it("shows the server's 422 message under its field", async () => {
  putAnswer = () =>
    jsonResponse(422, {
      message: "The given data was invalid.",
      errors: { book_code_prefix: ["Another library's prefix, choose another."] },
    });
  await renderWithRouter(<DeskSettingsScreen libraryId={1} />);
  await screen.findByLabelText("Loan period (days)");
  await fill("Book code prefix", "XY");
  await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
  const message = await screen.findByText("Another library's prefix, choose another.");
  expect(screen.getByLabelText("Book code prefix")).toHaveAccessibleDescription(
    expect.stringContaining(message.textContent!),
  );
  expect((await db.desk.get(1))?.bookCodePrefix).toBe("AP");
});

it("offline, says saving needs the network and keeps what was typed", async () => {
  await db.desk.put(deskRow(1, ["library_edit"]));
  online = false;
  await renderWithRouter(<DeskSettingsScreen libraryId={1} />, { locale: "bn" });
  const period = await screen.findByLabelText("ধারের মেয়াদ (দিন)");
  await userEvent.clear(period);
  await userEvent.type(period, "30");
  expect(
    screen.getByText("সেটিংস সংরক্ষণ করতে ইন্টারনেট লাগবে। আপনি যা লিখেছেন তা এখানেই থাকবে।"),
  ).toBeVisible();
  expect(screen.getByRole("button", { name: "সেটিংস সংরক্ষণ করুন" })).toBeDisabled();
  expect(period).toHaveValue("30");
  expect(sent).toHaveLength(0);
});
