"use client";
// Registers /sw.js (lib/sw/sw.mjs) once the page has loaded (docs/product/notifications.md#web-push), so pushes are
// shown even while no Reach tab is open, and the pages open offline (docs/decisions.md "Offline"). Also
// keeps the engine's install offer for the "Install Reach" button (lib/client/install-offer).
import { useEffect } from "react";
import { captureInstallPrompt } from "@/lib/client/install-offer";

export function ServiceWorkerRegistration() {
  useEffect(() => captureInstallPrompt(), []);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => console.warn("[sw] registration failed", error));
    };
    if (document.readyState === "complete") register();
    else {
      window.addEventListener("load", register, { once: true });
      return () => window.removeEventListener("load", register);
    }
  }, []);
  return null;
}
