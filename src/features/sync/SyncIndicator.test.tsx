// The indicator says offline / syncing n / n failed / all saved (Bangla digits in bn) and its panel retries and discards.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import type { MirrorDb } from "../../db";
import { freshMirror } from "../../sync/testing";
import { useSyncStore } from "../../sync";
import { SyncIndicator } from "./SyncIndicator";
import { PendingBadge } from "./PendingBadge";

let db: MirrorDb;
beforeEach(async () => {
  db = await freshMirror();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());

async function queue(state: "pending" | "failed", body = "hello", extra: object = {}) {
  await db.outbox.add({
    id: crypto.randomUUID(),
    kind: "comment.create",
    payload: { tempId: "tmp-1", postId: 5, body },
    entityKey: "comment:tmp-1",
    createdAt: "",
    attempts: 0,
    nextAttemptAt: 0,
    state,
    ...extra,
  });
}

const indicator = () => screen.getByTestId("sync-indicator");

describe("SyncIndicator", () => {
  it("says all saved when nothing is queued", async () => {
    renderWithProviders(<SyncIndicator />);
    await waitFor(() => expect(indicator()).toHaveTextContent("All saved"));
  });

  it("counts waiting changes, in Bangla digits in Bangla", async () => {
    await queue("pending");
    await queue("pending");
    renderWithProviders(<SyncIndicator />, { locale: "bn" });
    await waitFor(() => expect(indicator()).toHaveTextContent("পাঠানো হচ্ছে ২টি"));
    expect(indicator()).toHaveAttribute("data-status", "syncing");
  });

  it("says offline when the network is gone", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await queue("pending");
    renderWithProviders(<SyncIndicator />);
    await waitFor(() => expect(indicator()).toHaveTextContent("Offline · 1 waiting"));
  });

  it("asks for a login when the queue is paused by a 401", async () => {
    useSyncStore.setState({ needsLogin: true });
    renderWithProviders(<SyncIndicator />);
    await waitFor(() => expect(indicator()).toHaveTextContent("Sign in to sync"));
  });

  it("says a change waits because the server is out of space (507), in Bangla too", async () => {
    await queue("pending", "kept comment", {
      attempts: 1,
      error: { status: 507, message: "The server is out of storage space." },
    });
    renderWithProviders(<SyncIndicator />, { locale: "bn" });
    fireEvent.click(await screen.findByTestId("sync-indicator"));
    const panel = await screen.findByTestId("sync-panel");
    await waitFor(() => expect(panel).toHaveTextContent("kept comment"));
    expect(panel).toHaveTextContent("সার্ভারে জায়গা নেই");
    expect(await db.outbox.count()).toBe(1);
  });

  it("shows failed items with the server's message, and discard removes them", async () => {
    await queue("failed", "bad comment", { error: { status: 422, message: "<b>Too short.</b>" } });
    renderWithProviders(<SyncIndicator />);
    await waitFor(() => expect(indicator()).toHaveTextContent("1 failed"));
    fireEvent.click(indicator());
    const panel = await screen.findByTestId("sync-panel");
    // The panel reads the outbox through its own live query, which may answer a moment later.
    await waitFor(() => expect(panel).toHaveTextContent("bad comment"));
    // Server text is shown as text, never as markup.
    expect(panel).toHaveTextContent("<b>Too short.</b>");
    expect(panel.querySelector("b")).toBeNull();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Discard/ }));
    });
    await waitFor(() => expect(indicator()).toHaveTextContent("All saved"));
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("PendingBadge", () => {
  it("marks an item with a queued change and clears when it is sent", async () => {
    await queue("pending");
    renderWithProviders(<PendingBadge entityKey="comment:tmp-1" />);
    expect(await screen.findByTestId("pending-badge")).toHaveTextContent("Waiting to send");
    await act(async () => {
      await db.outbox.clear();
    });
    await waitFor(() => expect(screen.queryByTestId("pending-badge")).toBeNull());
  });
});
