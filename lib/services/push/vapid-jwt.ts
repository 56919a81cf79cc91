import "server-only";
// VAPID Authorization headers reused while valid (docs/decisions.md "The job queue"): one ES256
// JWT per push service origin (the JWT's audience), valid 12 h (RFC 8292 allows up to 24 h) and
// signed again an hour before it runs out, instead of one signature per push.
import webpush from "web-push";
import type { VapidKeys } from "@/lib/services/push/vapid-keys";

const VALID_S = 12 * 60 * 60;
const RENEW_BEFORE_S = 60 * 60;

type Cached = { headers: Record<string, string>; expiresAt: number };
const g = globalThis as unknown as { reachVapidJwts?: Map<string, Cached> };
const cache = (g.reachVapidJwts ??= new Map());

/** The Authorization header for a push to `endpoint`, signed at most once per origin and 11 h. */
export function vapidHeaders(endpoint: string, vapid: VapidKeys, nowMs = Date.now()): Record<string, string> {
  const audience = new URL(endpoint).origin;
  const key = `${audience}\n${vapid.publicKey}\n${vapid.subject}`;
  const nowS = Math.floor(nowMs / 1000);
  const hit = cache.get(key);
  if (hit && hit.expiresAt - nowS > RENEW_BEFORE_S) return hit.headers;
  const expiresAt = nowS + VALID_S;
  const headers = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, "aes128gcm", expiresAt) as Record<string, string>;
  // A few origins in practice (FCM, Mozilla, Apple, Microsoft); bounded anyway.
  if (cache.size > 1000) cache.clear();
  cache.set(key, { headers, expiresAt });
  return headers;
}
