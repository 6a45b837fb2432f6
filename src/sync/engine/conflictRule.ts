// The conflict rule: what the mirror keeps of an entity when the server's row, a queued change and a refusal meet.
import type { OutboxRow } from "../../db";

/**
 * The server's side of an entity in a pull: a row it lists, or none for a row the device holds (a loan returned
 * elsewhere, a block lifted). A listed row is not weighed by its time: a newer one and an older one count alike.
 */
export type ServerSide = "listed" | "absent";

/** What the mirror ends with: the server's row, the device's row as it stands, or no row. */
export type Settled = "server" | "device" | "none";

/**
 * The conflict rule. `changes` are the outbox rows that keep the entity from a pull (its kind's `protects`).
 * A change still queued (waiting, being sent, or waiting out a backoff after a 5xx) holds the device's row
 * against whatever the server says. A refused change (409 conflict or another 4xx: the row is `failed`) was
 * rolled back when refused and holds nothing: the server's row goes in, or the device's goes when the server
 * lists none; a 409 waits in the sync panel to be fixed or dropped. With no change, the server's side wins.
 */
export function conflictRule(
  server: ServerSide,
  changes: readonly Pick<OutboxRow, "state">[],
): Settled {
  if (changes.some((row) => row.state !== "failed")) return "device";
  return server === "listed" ? "server" : "none";
}
