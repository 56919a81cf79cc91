import "server-only";
// The one rule for which notifications a member sees: their own, and scheduled ones only once
// due. Prisma's form for updates and deletes, SQL's for the ordered list.
import { Prisma } from "@/lib/generated/prisma/client";

/** A member's own notifications that are due: scheduled ones stay hidden until scheduledFor. */
export function visibleWhere(userId: number, now: Date): Prisma.NotificationWhereInput {
  return { userId, OR: [{ scheduledFor: null }, { scheduledFor: { lte: now } }] };
}

/** The same rule as a SQL condition on "Notification". */
export function visibleSql(userId: number, now: Date): Prisma.Sql {
  return Prisma.sql`"userId" = ${userId} AND ("scheduledFor" IS NULL OR "scheduledFor" <= ${now})`;
}
