// Push subscription bodies (docs/product/notifications.md#web-push) and the endpoint rules of docs/product/notifications.md#web-push: https URLs on
// public hosts. Pure (no node: imports), so the browser could run the same checks.
import { z } from "zod";
import { LIMITS, NOTIFY_LIMITS } from "@/lib/constants";
import { isLoopbackAddress, isPublicAddress, parseIpv4 } from "@/lib/domain/network-address";

export { PUSH_MESSAGES } from "@/lib/schemas/push-messages";

const BASE64 = /^[A-Za-z0-9_+/-]+={0,2}$/;

/** Decoded bytes of a base64 or base64url string, or null when it is not one. */
export function decodeBase64(value: string): Uint8Array | null {
  if (!BASE64.test(value)) return null;
  const standard = value.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (standard.length % 4 === 1) return null;
  try {
    const binary = atob(standard + "=".repeat((4 - (standard.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The same bytes as unpadded base64url (the form web-push and browsers use). */
export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Loopback, private, link-local and other non-public IP literals (lib/domain/network-address),
 * and local-only names (checked on the URL parser's normal form). A public name can still
 * resolve to a private address: lib/services/push/push-transport checks that at send time.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") || parseIpv4(host)) return !isPublicAddress(host);
  return host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal") || !host.includes(".");
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || isLoopbackAddress(host.replace(/^\[|\]$/g, ""));
}

/**
 * Why a push endpoint is refused, or null when it is fine: https on a public host. With
 * `allowLoopback` (PUSH_TEST_MODE, the test suite only) http(s) loopback receivers pass too.
 */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "Endpoint must be a valid URL";
  }
  if (url.username || url.password) return "Endpoint must not carry credentials";
  if (allowLoopback && isLoopbackHost(url.hostname) && (url.protocol === "http:" || url.protocol === "https:")) return null;
  if (url.protocol !== "https:") return "Endpoint must be an https URL";
  if (isPrivateHost(url.hostname)) return "Endpoint must be on a public host";
  return null;
}

const key = (name: string, bytes: number, check?: (b: Uint8Array) => boolean) =>
  z
    .string()
    .max(200)
    .transform((value, ctx) => {
      const decoded = decodeBase64(value);
      if (!decoded || decoded.length !== bytes || (check && !check(decoded))) {
        ctx.addIssue({ code: "custom", message: `${name} must be a base64url key of ${bytes} bytes` });
        return z.NEVER;
      }
      return toBase64Url(decoded);
    });

export const subscribeSchema = z.object({
  endpoint: z.string().trim().min(1, "Endpoint is required").max(NOTIFY_LIMITS.pushEndpoint),
  keys: z.object({
    // An uncompressed P-256 point: 0x04 || X || Y.
    p256dh: key("p256dh", 65, (b) => b[0] === 4),
    auth: key("auth", 16),
  }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const unsubscribeSchema = z.object({ endpoint: z.string().trim().min(1, "Endpoint is required").max(NOTIFY_LIMITS.pushEndpoint) });

export const testPushSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(LIMITS.notificationTitle).default("Test Notification"),
  body: z.string().trim().min(1, "Body is required").max(LIMITS.notificationMessage).default("This is a test notification from Reach."),
  type: z.string().trim().max(40).default("test"),
});

/** One of the member's push devices, as GET /api/push/subscriptions lists it (docs/decisions.md "The job queue"). */
export const pushDeviceDtoSchema = z.strictObject({
  id: z.number().int(),
  /** Browser and platform from the user agent, e.g. "Chrome on Android". */
  name: z.string(),
  /** SHA-256 of the endpoint, base64url: the browser recognises its own subscription (lib/client/use-push.ts). */
  endpointHash: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSuccessAt: z.iso.datetime({ offset: true }).nullable(),
  lastFailureAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PushDeviceDto = z.infer<typeof pushDeviceDtoSchema>;
