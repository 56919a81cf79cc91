"use client";
// Installing Reach as an app (docs/product/offline.md#install): Chromium engines fire
// `beforeinstallprompt` once, early; it is kept here (captured by components/notifications/
// service-worker-registration at first load) until the member presses "Install Reach". iPhone
// and iPad Safari offer no prompt and give Web Push only to apps on the Home Screen: there the push
// dialog explains "Add to Home Screen" instead.
import { useSyncExternalStore } from "react";

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps the engine's install offer for the button (call once, at first load). */
export function captureInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  };
  const onInstalled = () => {
    deferred = null;
    changed();
  };
  window.addEventListener("beforeinstallprompt", onPrompt);
  window.addEventListener("appinstalled", onInstalled);
  return () => {
    window.removeEventListener("beforeinstallprompt", onPrompt);
    window.removeEventListener("appinstalled", onInstalled);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the engine offers to install Reach now. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, () => deferred !== null, () => false);
}

/** Shows the engine's install dialog; true when the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  changed();
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
