"use client";
// Browser side of Web Push (docs/product/notifications.md#web-push): the four states, enabling (ask
// permission, then subscribe, then tell the server), disabling (unsubscribe in the browser, then
// tell the server) and the test push. Every outcome maps to a message of docs/product/notifications.md#push-messages.
import { useCallback, useEffect, useState } from "react";
import { ApiCallError, apiGet, apiWrite } from "@/lib/client/api";
import { isOfflineFallback } from "@/lib/client/fallbacks";
import { PUSH_MESSAGES } from "@/lib/schemas/push-messages";
import type { PushDeviceDto } from "@/lib/schemas/push";

export type PushState = "checking" | "unsupported" | "permission-needed" | "unsubscribed" | "subscribed";

export { PUSH_MESSAGES };

/** Why an action failed, as the message the user sees. */
export class PushError extends Error {}

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The VAPID key (base64url) as the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration("/")) ?? (await navigator.serviceWorker.register("/sw.js", { scope: "/" }));
}

async function currentState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission !== "granted") return "permission-needed";
  const reg = await navigator.serviceWorker.getRegistration("/");
  const sub = await reg?.pushManager.getSubscription();
  return sub ? "subscribed" : "unsubscribed";
}

/** The endpoint this browser last told the server about (docs/decisions.md "The job queue"). */
export const CONFIRMED_ENDPOINT_KEY = "reach.push.endpoint";
/** When this browser last made sure the server still has its subscription (ms since the epoch). */
export const CHECKED_AT_KEY = "reach.push.checkedAt";
/** At most once a day an app open asks whether the server still has this browser's subscription. */
export const PUSH_RECHECK_MS = 24 * 60 * 60 * 1000;

/** The device list's `endpointHash` (lib/services/push/devices.ts): SHA-256 of the endpoint, base64url. */
export async function endpointHash(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Whether the server still lists this endpoint among the member's devices (null: it could not tell). */
async function serverHas(endpoint: string): Promise<boolean | null> {
  const devices = await apiGet<PushDeviceDto[]>("/api/push/subscriptions");
  if (!Array.isArray(devices) || isOfflineFallback(devices)) return null;
  const mine = await endpointHash(endpoint);
  return devices.some((d) => d.endpointHash === mine);
}

/** A fresh subscription in place of one the server dropped (its endpoint may be dead at the push service). */
async function renew(reg: ServiceWorkerRegistration, old: PushSubscription): Promise<PushSubscription> {
  const publicKey = (await apiGet<{ publicKey?: string }>("/api/push/public-key"))?.publicKey;
  if (!publicKey) return old;
  await old.unsubscribe().catch(() => false);
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/**
 * On app open: when this browser has a push subscription the server was not told about (the browser
 * renewed it, or it was made before), it is sent again; and at most once a day (PUSH_RECHECK_MS) the
 * browser checks that the server still has it: one the server removed (its push service answered
 * 404/410, or it was removed from the device list) while the browser kept it is replaced by a fresh
 * one and sent. No request otherwise.
 */
export async function resyncPushSubscription(storage: Storage = window.localStorage, now = Date.now()): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== "granted") return false;
  const reg = await navigator.serviceWorker.getRegistration("/");
  let sub = await reg?.pushManager.getSubscription();
  if (!reg || !sub) return false;
  if (storage.getItem(CONFIRMED_ENDPOINT_KEY) === sub.endpoint) {
    if (now - Number(storage.getItem(CHECKED_AT_KEY) ?? 0) < PUSH_RECHECK_MS) return false;
    const known = await serverHas(sub.endpoint);
    if (known === null) return false;
    storage.setItem(CHECKED_AT_KEY, String(now));
    if (known) return false;
    sub = await renew(reg, sub);
  }
  await apiWrite("POST", "/api/push/subscribe", sub.toJSON());
  storage.setItem(CONFIRMED_ENDPOINT_KEY, sub.endpoint);
  storage.setItem(CHECKED_AT_KEY, String(now));
  return true;
}

function rememberEndpoint(endpoint: string | null) {
  try {
    if (endpoint) {
      window.localStorage.setItem(CONFIRMED_ENDPOINT_KEY, endpoint);
      window.localStorage.setItem(CHECKED_AT_KEY, String(Date.now()));
    } else {
      window.localStorage.removeItem(CONFIRMED_ENDPOINT_KEY);
      window.localStorage.removeItem(CHECKED_AT_KEY);
    }
  } catch {
    /* storage unavailable: the next app open sends it again */
  }
}

async function enable(): Promise<void> {
  if (!pushSupported()) throw new PushError(PUSH_MESSAGES.unsupported);
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") throw new PushError(PUSH_MESSAGES.denied);
  let publicKey: string | undefined;
  try {
    publicKey = (await apiGet<{ publicKey?: string }>("/api/push/public-key"))?.publicKey;
  } catch {
    publicKey = undefined;
  }
  if (!publicKey) throw new PushError(PUSH_MESSAGES.noKey);
  try {
    const reg = await registration();
    await navigator.serviceWorker.ready;
    const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    await apiWrite("POST", "/api/push/subscribe", sub.toJSON());
    rememberEndpoint(sub.endpoint);
  } catch {
    throw new PushError(PUSH_MESSAGES.enableFailed);
  }
}

async function disable(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker.getRegistration("/");
    const sub = await reg?.pushManager.getSubscription();
    if (!sub) return;
    const { endpoint } = sub;
    await sub.unsubscribe();
    rememberEndpoint(null);
    await apiWrite("POST", "/api/push/unsubscribe", { endpoint });
  } catch {
    throw new PushError(PUSH_MESSAGES.disableFailed);
  }
}

async function sendTest(): Promise<void> {
  try {
    await apiWrite("POST", "/api/push/notify", { title: "Test Notification", body: "This is a test notification from Reach.", type: "test" });
  } catch (error) {
    throw new PushError(error instanceof ApiCallError && error.status === 404 ? PUSH_MESSAGES.noSubscription : PUSH_MESSAGES.testFailed);
  }
}

export function usePushSettings(active: boolean) {
  const [state, setState] = useState<PushState>("checking");
  const [denied, setDenied] = useState(false);
  const [pending, setPending] = useState(false);

  const refresh = useCallback(async () => {
    setState(await currentState().catch((): PushState => "unsupported"));
    setDenied(pushSupported() && Notification.permission === "denied");
  }, []);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    currentState()
      .catch((): PushState => "unsupported")
      .then((next) => {
        if (cancelled) return;
        setState(next);
        setDenied(pushSupported() && Notification.permission === "denied");
      });
    return () => {
      cancelled = true;
    };
  }, [active]);

  /** Runs an action; resolves with the error message, or null on success. */
  const run = useCallback(
    async (action: () => Promise<void>): Promise<string | null> => {
      setPending(true);
      try {
        await action();
        return null;
      } catch (error) {
        return error instanceof PushError ? error.message : PUSH_MESSAGES.enableFailed;
      } finally {
        setPending(false);
        await refresh();
      }
    },
    [refresh],
  );

  return {
    state,
    denied,
    pending,
    enable: () => run(enable),
    disable: () => run(disable),
    sendTest: () => run(sendTest),
  };
}
