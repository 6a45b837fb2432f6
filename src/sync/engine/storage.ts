// Asks the browser to keep the mirror and the outbox even when the device runs low on space, and remembers the answer.
import { useSyncStore } from "./store";

async function ask(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted?.()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

/** Asks once per sign-in; the sync panel says so when the browser refuses. */
export async function requestPersistentStorage(): Promise<boolean> {
  const granted = await ask();
  useSyncStore.getState().set({ storagePersisted: granted });
  return granted;
}
