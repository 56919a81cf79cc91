import "server-only";
// The member's push devices in Notification Settings (docs/decisions.md "The job queue"): at most
// NOTIFY_LIMITS.subscriptionsPerUser rows, newest first, with their delivery health; and removing
// one of the caller's own (another member's id is "not found"). Each row carries its endpoint's
// SHA-256 (not the endpoint): a browser finds itself in the list without the list revealing
// endpoints (lib/client/use-push.ts resyncPushSubscription).
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { deviceName } from "@/lib/domain/devices";
import type { PushDeviceDto } from "@/lib/schemas/push";

export const DEVICE_NOT_FOUND = "Device not found";

/** SHA-256 of a push endpoint, base64url (the browser computes the same, lib/client/use-push.ts endpointHash). */
export const endpointHash = (endpoint: string) => createHash("sha256").update(endpoint).digest("base64url");

export async function listDevices(userId: number): Promise<PushDeviceDto[]> {
  const rows = await db.pushSubscription.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, endpoint: true, userAgent: true, createdAt: true, lastSuccessAt: true, lastFailureAt: true },
  });
  return rows.map((r) => ({
    id: r.id,
    name: deviceName(r.userAgent),
    endpointHash: endpointHash(r.endpoint),
    createdAt: r.createdAt.toISOString(),
    lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null,
    lastFailureAt: r.lastFailureAt?.toISOString() ?? null,
  }));
}

export async function removeDevice(userId: number, id: number): Promise<void> {
  const { count } = await db.pushSubscription.deleteMany({ where: { id, userId } });
  if (!count) throw notFound(DEVICE_NOT_FOUND);
}
