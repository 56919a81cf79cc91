// Registers /sw.js (lib/sw/sw.mjs): pushes are shown even while no Reach tab is open
// (docs/product/notifications.md#web-push), and the pages open offline (docs/decisions.md "Offline").
// Called by the offline runtime, which the signed-in shell loads once the page has loaded and is
// idle, so none of it is in a first-load script. Just before, it starts keeping the engine's
// install offer for the "Install Reach" button (lib/client/install-offer): Chromium offers
// installing only once a service worker is registered, so nothing is missed.
import { captureInstallPrompt } from "@/lib/client/install-offer";

/** Registers the worker; returns what stops keeping the install offer. */
export function registerServiceWorker(): () => void {
  if (!("serviceWorker" in navigator)) return () => {};
  const stopCapture = captureInstallPrompt();
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => console.warn("[sw] registration failed", error));
  return stopCapture;
}
