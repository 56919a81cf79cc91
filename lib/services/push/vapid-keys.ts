import "server-only";
// The VAPID key pair (docs/product/notifications.md#web-push): from the environment; npm run demo generates and
// keeps one in .data/secrets.json.
import { env } from "@/lib/env";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export function vapidKeys(): VapidKeys | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) return null;
  return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
}
