import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A member's own notifications that are due: scheduled ones stay hidden until scheduledFor. */
export function visibleWhere(userId: number, now: Date): Prisma.NotificationWhereInput {
  return { userId, OR: [{ scheduledFor: null }, { scheduledFor: { lte: now } }] };
}
