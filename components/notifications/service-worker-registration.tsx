"use client";
// Registers /sw.js (lib/sw/sw.mjs) once the page has loaded (docs/product/notifications.md#web-push), so pushes are
// shown even while no Reach tab is open, and the pages open offline (docs/decisions.md "Offline"). Just
// before, it starts keeping the engine's install offer for the "Install Reach" button
// (lib/client/install-offer): Chromium offers installing only once the page has loaded and a service
// worker is registered, so nothing is missed, and the code is not in the first-load script.
import { useEffect } from "react";

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let active = true;
    let stopCapture = () => {};
    const register = () => {
      void import("@/lib/client/install-offer")
        .then((m) => {
          if (active) stopCapture = m.captureInstallPrompt();
        })
        .catch(() => {})
        .finally(() => navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => console.warn("[sw] registration failed", error)));
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      active = false;
      stopCapture();
      window.removeEventListener("load", register);
    };
  }, []);
  return null;
}
