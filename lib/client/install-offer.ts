// The engine's install offer (`beforeinstallprompt`), kept from the page's load for the "Install Reach"
// button (lib/client/install-prompt, docs/product/offline.md#install), loaded by
// lib/client/offline/register-service-worker just before it registers the service worker.
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

export const installOffer: { event: InstallPromptEvent | null; listeners: Set<() => void> } = { event: null, listeners: new Set() };

export function setInstallOffer(event: InstallPromptEvent | null): void {
  installOffer.event = event;
  installOffer.listeners.forEach((listener) => listener());
}

/** Keeps the engine's install offer (call once, at first load). */
export function captureInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    setInstallOffer(event as InstallPromptEvent);
  };
  const onInstalled = () => setInstallOffer(null);
  window.addEventListener("beforeinstallprompt", onPrompt);
  window.addEventListener("appinstalled", onInstalled);
  return () => {
    window.removeEventListener("beforeinstallprompt", onPrompt);
    window.removeEventListener("appinstalled", onInstalled);
  };
}
