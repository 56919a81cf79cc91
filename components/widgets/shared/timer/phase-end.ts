"use client";
// What happens when a timer's phase ends (docs/decisions.md "At a phase's end"): the bell (muted by the sound setting) and,
// when the member allowed notifications, a notification through the service worker (so it shows
// even while the tab is in the background). Failures are ignored: the widget has already moved on.
import { playSound } from "@/components/celebration/sound";

export async function announcePhaseEnd(title: string, body: string, tag: string): Promise<void> {
  playSound("bell");
  try {
    if (typeof Notification === "undefined" || Notification.permission !== "granted" || !("serviceWorker" in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration("/");
    await registration?.showNotification(title, { body, tag, icon: "/icons/icon-192.png", data: { url: "/dashboard#toolkit" } });
  } catch (error) {
    console.warn("[timer] notification failed", error);
  }
}
