// The service worker's background sync of the outbox, the page's side (docs/decisions.md "Offline",
// "Background sync"): Chromium's one-off sync wakes the worker once the device is back online, even
// with every page of Reach closed (Firefox and WebKit have none: there the `online` event and the
// next app open send the outbox). The worker asks an open page to send (this page answers and sends,
// in order, once), or sends the outbox itself (lib/sw/outbox-sync). Installed with the outbox by the
// offline runtime, after idle: nothing of it is in a first-load script.
/** The sync's tag, the message the worker sends an open page, and the lock one sender holds at a time. */
export const OUTBOX_SYNC_TAG = "reach-outbox";
export const OUTBOX_SYNC_MESSAGE = "reach-outbox-sync";
export const OUTBOX_LOCK = "reach-outbox";

type SyncManagerLike = { register(tag: string): Promise<void> };

/** Asks the engine to wake the worker when the connection is back (where the engine has background sync). */
export function requestBackgroundSync(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      if ("sync" in registration) return (registration.sync as SyncManagerLike).register(OUTBOX_SYNC_TAG);
    })
    .catch((error: unknown) => console.warn("[outbox] background sync not registered", error));
}

/** Answers the worker's "send your outbox" (so it does not send too) and sends; answers the removal. */
export function listenForWorkerSync(send: () => void): () => void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return () => {};
  const container = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== OUTBOX_SYNC_MESSAGE) return;
    event.ports[0]?.postMessage({ taken: true });
    send();
  };
  container.addEventListener("message", onMessage);
  container.startMessages?.();
  return () => container.removeEventListener("message", onMessage);
}
