// Conflict rules: which refusals are conflicts and how each resolves, suggested codes, and dependency chains.
import { describe, expect, it } from "vitest";
import type { OutboxRow } from "../../db";
import { chainOf, codeAfter, conflictOf, refusedAncestor, suggestedCode } from "./conflicts";

const row = (id: string, extra: Partial<OutboxRow> = {}): OutboxRow => ({
  id,
  kind: "copy.create",
  payload: {},
  entityKey: `x:${id}`,
  createdAt: "",
  attempts: 0,
  nextAttemptAt: 0,
  state: "pending",
  ...extra,
});
const refused = (reason: string, payload: Record<string, unknown> = {}) =>
  row("r", { state: "failed", payload, error: { status: 409, message: "No", reason } });

describe("conflictOf", () => {
  it("offers another code for taken codes and dropping for the rest", () => {
    expect(conflictOf(refused("book_code_taken"))?.resolution).toEqual({
      by: "code",
      field: "book_code",
    });
    expect(conflictOf(refused("member_code_taken"))?.resolution).toEqual({
      by: "code",
      field: "member_code",
    });
    for (const reason of ["book_on_loan", "book_withdrawn", "member_inactive", "already_member"])
      expect(conflictOf(refused(reason))).toEqual({ reason, resolution: { by: "drop" } });
  });

  it("is nothing for other refusals, unknown reasons and rows still waiting", () => {
    expect(conflictOf(row("a", { state: "failed", error: { status: 422, message: "" } }))).toBe(
      undefined,
    );
    expect(conflictOf(refused("something_new"))).toBe(undefined);
    expect(
      conflictOf(row("a", { error: { status: 409, message: "", reason: "book_on_loan" } })),
    ).toBe(undefined);
  });
});

describe("suggested codes", () => {
  it("counts up the last digits, keeping their width", () => {
    expect(codeAfter("AP-03001")).toBe("AP-03002");
    expect(codeAfter("AP-M0099")).toBe("AP-M0100");
    expect(codeAfter("AP-03001", 5)).toBe("AP-03006");
    expect(codeAfter("B9X")).toBe("B10X");
    expect(codeAfter("SHELF")).toBe("SHELF-2");
  });

  it("prefers the library's next code, else the first after the refused range", () => {
    const r = refused("book_code_taken", { book_code: "AP-03001", copies: 3 });
    expect(suggestedCode(r, "book_code", "AP-03120")).toBe("AP-03120");
    expect(suggestedCode(r, "book_code")).toBe("AP-03004");
    expect(suggestedCode(refused("member_code_taken"), "member_code")).toBe("");
  });
});

describe("chains", () => {
  const rows = [
    row("a", { state: "failed" }),
    row("b", { dependsOn: "a" }),
    row("c"),
    row("d", { dependsOn: "b" }),
    row("e", { dependsOn: "c" }),
  ];

  it("lists a row and everything waiting for it, in queue order", () => {
    expect(chainOf(rows, "a").map((r) => r.id)).toEqual(["a", "b", "d"]);
    expect(chainOf(rows, "c").map((r) => r.id)).toEqual(["c", "e"]);
    expect(chainOf(rows, "d").map((r) => r.id)).toEqual(["d"]);
  });

  it("finds the refused change a row waits for, through its parents", () => {
    expect(refusedAncestor(rows, rows[3]!)?.id).toBe("a");
    expect(refusedAncestor(rows, rows[4]!)).toBe(undefined);
  });
});
