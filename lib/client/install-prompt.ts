"use client";
// Installing Reach as an app (docs/product/offline.md#install): Chromium engines fire
// `beforeinstallprompt` once, after load; it is kept by lib/client/install-offer (captured by
// lib/client/offline/register-service-worker before the worker registers) until the member presses "Install Reach". iPhone
// and iPad Safari offer no prompt and give Web Push only to apps on the Home Screen: there the push
// dialog explains "Add to Home Screen" instead.
import { useSyncExternalStore } from "react";
import { installOffer, setInstallOffer } from "@/lib/client/install-offer";

const subscribe = (listener: () => void) => {
  installOffer.listeners.add(listener);
  return () => installOffer.listeners.delete(listener);
};

/** Whether the engine offers to install Reach now. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, () => installOffer.event !== null, () => false);
}

/** Shows the engine's install dialog; true when the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = installOffer.event;
  if (!event) return false;
  setInstallOffer(null);
  await event.prompt();
  return (await event.userChoice).outcome === "accepted";
}

/** Safari on iPhone or iPad (iPadOS reports a Mac with touch), not yet opened from the Home Screen. */
export function needsHomeScreenForPush(userAgent = navigator.userAgent, standalone = isStandalone()): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && typeof navigator !== "undefined" && navigator.maxTouchPoints > 1);
  return ios && !standalone;
}

export function isStandalone(): boolean {
  if (typeof window === "undefined") return false;
  return window.matchMedia?.("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
