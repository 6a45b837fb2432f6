// The sync engine starts once: at once when asked, and for a guest only when a token appears.
const bootSync = vi.fn();
vi.mock("../sync/bootstrap", () => ({ bootSync }));

/** Fresh modules each time: the engine's "started once" lives in the module, with its session store. */
async function load() {
  vi.resetModules();
  bootSync.mockClear();
  localStorage.clear();
  const { useSession } = await import("../session/session");
  return { useSession, ...(await import("./sync-boot")) };
}

it("starts the engine once, however often it is asked", async () => {
  const { startSyncEngine } = await load();
  const first = startSyncEngine();
  expect(startSyncEngine()).toBe(first);
  await first;
  expect(bootSync).toHaveBeenCalledTimes(1);
});

it("waits for a sign-in before starting the engine for a guest", async () => {
  const { useSession, startSyncEngineAtSignIn } = await load();
  startSyncEngineAtSignIn();
  useSession.getState().setOtcToken("otc");
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(bootSync).not.toHaveBeenCalled();
  useSession.getState().signIn("token", { id: 1, first_name: "Rahim" } as never);
  await vi.waitFor(() => expect(bootSync).toHaveBeenCalledTimes(1));
  useSession.getState().signOut();
  useSession.getState().signIn("token2", { id: 2, first_name: "Karima" } as never);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(bootSync).toHaveBeenCalledTimes(1);
});
