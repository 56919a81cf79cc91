// The device's offline copy (docs/decisions.md "Offline"): one IndexedDB database, "reach-offline",
// holding the member it belongs to and React Query's cache of that member. Another member signing in
// on the device, and sign-out, remove all of it, and the service worker's copies of the pages too.
import { clear, createStore, get, set, type UseStore } from "idb-keyval";
import { DEVICE_DB } from "@/lib/client/offline/forget-device";

let store: UseStore | undefined;
/** The store, or undefined where the engine has no IndexedDB (a private window of some engines). */
export function deviceStore(): UseStore | undefined {
  if (typeof indexedDB === "undefined") return undefined;
  store ??= createStore(DEVICE_DB, "copies");
  return store;
}

const OWNER = "owner";

/** Makes `memberId` the device copy's owner; a copy of another member is removed first. */
export async function claimDeviceCopy(memberId: number): Promise<void> {
  const db = deviceStore();
  if (!db) return;
  const owner = await get<number>(OWNER, db);
  if (owner === memberId) return;
  if (owner !== undefined) await clearDeviceCopy();
  await set(OWNER, memberId, db);
}

/** Another member on the device: the previous member's copy and the worker's pages go. Never throws. */
export async function clearDeviceCopy(): Promise<void> {
  const db = deviceStore();
  try {
    if (db) await clear(db);
    navigator.serviceWorker?.controller?.postMessage({ type: "reach-clear-member-pages" });
  } catch (error) {
    console.error("[offline] could not clear the device copy", error);
  }
}
