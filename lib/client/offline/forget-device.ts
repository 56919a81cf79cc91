// Sign-out (docs/decisions.md "Offline"): the member's device copy goes (the whole "reach-offline"
// database: cache and owner; and the outbox, "reach-outbox") and the service worker drops its copies of the member's pages. Plain
// IndexedDB, no library: this is in the first-load script with the logout. Resolves once deleted, or
// once the engine says another connection holds it (it is then deleted when that page goes).
export const DEVICE_DB = "reach-offline";
/** The member's outbox of writes made offline (lib/client/offline/outbox): it goes at sign-out too. */
export const OUTBOX_DB = "reach-outbox";

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

export function forgetDevice(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: "reach-clear-member-pages" });
    if (typeof indexedDB === "undefined") return Promise.resolve();
    return Promise.all([deleteDatabase(DEVICE_DB), deleteDatabase(OUTBOX_DB)]).then(() => undefined);
  } catch (error) {
    console.error("[offline] could not clear the device copy", error);
    return Promise.resolve();
  }
}
