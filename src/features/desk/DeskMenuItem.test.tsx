// The account menu's desk entry: one tap to the one desk a person staffs, the chooser for several.
import { screen } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { MirrorDb } from "../../db";
import { useSession } from "../../session/session";
import { reader } from "../../sync/fakeServer.test-util";
import { freshMirror } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import { deskRow } from "./books/bookDesk.test-util";
import { DeskMenuItem } from "./DeskMenuItem";

let db: MirrorDb;

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
});

const menu = (item: React.ReactNode) => <ul>{item}</ul>;

it("links straight to the one desk the person staffs", async () => {
  await db.desk.put(deskRow(7, ["circulation"]));
  await renderWithRouter(menu(<DeskMenuItem onChosen={() => {}} />));
  expect(await screen.findByRole("link", { name: "Library desk" })).toHaveAttribute(
    "href",
    "/libraries/7/desk",
  );
});

it("links to the chooser when the person staffs several", async () => {
  await db.desk.bulkPut([deskRow(7, ["circulation"]), deskRow(8, ["books_manage"])]);
  await renderWithRouter(menu(<DeskMenuItem onChosen={() => {}} />));
  expect(await screen.findByRole("link", { name: "Library desks" })).toHaveAttribute(
    "href",
    "/desk",
  );
});
