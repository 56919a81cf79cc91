import "server-only";
// The member's push devices in Notification Settings (docs/decisions.md "The job queue"): at most
// NOTIFY_LIMITS.subscriptionsPerUser rows, newest first, with their delivery health; and removing
// one of the caller's own (another member's id is "not found").
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { deviceName } from "@/lib/domain/devices";
import type { PushDeviceDto } from "@/lib/schemas/push";

export const DEVICE_NOT_FOUND = "Device not found";

export async function listDevices(userId: number): Promise<PushDeviceDto[]> {
  const rows = await db.pushSubscription.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, userAgent: true, createdAt: true, lastSuccessAt: true, lastFailureAt: true },
  });
  return rows.map((r) => ({
    id: r.id,
    name: deviceName(r.userAgent),
    createdAt: r.createdAt.toISOString(),
    lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null,
    lastFailureAt: r.lastFailureAt?.toISOString() ?? null,
  }));
}

export async function removeDevice(userId: number, id: number): Promise<void> {
  const { count } = await db.pushSubscription.deleteMany({ where: { id, userId } });
  if (!count) throw notFound(DEVICE_NOT_FOUND);
}
