// The conflict rule's table: every meeting of the server's row, the device's queued change and a refusal.
import { describe, expect, it } from "vitest";
import type { OutboxRow } from "../../db";
import { conflictRule, type ServerSide, type Settled } from "./conflictRule";

type Change = Pick<OutboxRow, "state" | "error">;
const waiting: Change = { state: "pending" };
const sending: Change = { state: "sending" };
const backingOff: Change = { state: "pending", error: { status: 503, message: "Unavailable" } };
const conflict: Change = {
  state: "failed",
  error: { status: 409, message: "Taken", reason: "book_code_taken" },
};
const refused: Change = { state: "failed", error: { status: 422, message: "Invalid" } };

/**
 * No pull compares times: a server row newer than the device's change and an older one are the same case
 * ("listed"), so each appears twice below with the same outcome.
 */
const SERVER: Record<"newer" | "older" | "absent", ServerSide> = {
  newer: "listed",
  older: "listed",
  absent: "absent",
};

const CASES: [keyof typeof SERVER, string, Settled, Change[]][] = [
  // Nothing queued: the server's side wins, a row it no longer lists goes.
  ["newer", "no change", "server", []],
  ["older", "no change", "server", []],
  ["absent", "no change", "none", []],
  // A change queued, being sent or waiting out a backoff holds the device's row, whatever the server says.
  ["newer", "queued", "device", [waiting]],
  ["older", "queued", "device", [waiting]],
  ["absent", "queued", "device", [waiting]],
  ["newer", "being sent", "device", [sending]],
  ["older", "being sent", "device", [sending]],
  ["absent", "being sent", "device", [sending]],
  ["newer", "retrying after a 503", "device", [backingOff]],
  ["older", "retrying after a 503", "device", [backingOff]],
  ["absent", "retrying after a 503", "device", [backingOff]],
  // A 409 conflict was rolled back when refused: it holds nothing while it waits to be fixed or dropped.
  ["newer", "refused by a 409", "server", [conflict]],
  ["older", "refused by a 409", "server", [conflict]],
  ["absent", "refused by a 409", "none", [conflict]],
  // So was any other refusal.
  ["newer", "refused by a 422", "server", [refused]],
  ["older", "refused by a 422", "server", [refused]],
  ["absent", "refused by a 422", "none", [refused]],
  // A refused change and a later one queued: the queued one holds.
  ["newer", "refused by a 409, then another queued", "device", [conflict, waiting]],
  ["older", "refused by a 409, then another queued", "device", [conflict, waiting]],
  ["absent", "refused by a 409, then another queued", "device", [conflict, waiting]],
];

describe("conflictRule", () => {
  it.each(CASES)("server row %s, change %s → %s", (age, _change, settled, changes) => {
    expect(conflictRule(SERVER[age], changes)).toBe(settled);
  });

  it("covers every server side with every kind of change", () => {
    const seen = new Set(CASES.map(([age, change]) => `${age}/${change}`));
    expect(seen.size).toBe(CASES.length);
    expect(CASES).toHaveLength(3 * 7);
  });
});
