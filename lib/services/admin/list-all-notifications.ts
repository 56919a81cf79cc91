import "server-only";
// GET /api/admin/notifications: the Message Center a page at a time (docs/decisions.md "The Message
// Center is a page", "The kind filter"). Newest first by (dateCreated, id), keyset-paged (the cursor is the last row seen), filtered
// by kind (lib/domain/notification-kind) and by text (title, message or recipient username, any
// case), with the number of matches counted up to a cap. One SQL round trip: the page, its
// recipients' usernames and the count.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { BADGE_KEY_PREFIX, CONVERSATION_KEY_PREFIX, type NotificationKindFilter } from "@/lib/domain/notification-kind";
import type { AdminNotificationDto } from "@/lib/schemas/admin";
import {
  ADMIN_NOTIFICATIONS_COUNT_CAP,
  ADMIN_NOTIFICATIONS_PAGE,
  encodeNotificationCursor,
  type AdminNotificationsPageDto,
  type AdminNotificationsQuery,
} from "@/lib/schemas/admin-notifications";
import { memberInScope, type StaffScope } from "@/lib/auth/staff-scope";

// The prefix is written into the SQL (not a parameter) so the planner can match the partial
// indexes (prisma/schema.prisma) whose predicates hold the same text.
for (const prefix of [BADGE_KEY_PREFIX, CONVERSATION_KEY_PREFIX]) if (!/^[a-z:-]+$/.test(prefix)) throw new Error("a kind's key prefix must stay a plain literal");
const isBadge = Prisma.raw(`starts_with(n."dedupeKey", '${BADGE_KEY_PREFIX}')`);
const isMessage = Prisma.raw(`starts_with(n."dedupeKey", '${CONVERSATION_KEY_PREFIX}')`);

/** The kind rule of lib/domain/notification-kind as SQL on "Notification" n. */
function kindWhere(kind: NotificationKindFilter): Prisma.Sql {
  switch (kind) {
    case "admin":
      return Prisma.sql`n."dedupeKey" IS NULL`;
    case "badges":
      return isBadge;
    case "reminders":
      return Prisma.sql`n."dedupeKey" IS NOT NULL AND NOT ${isBadge} AND NOT ${isMessage}`;
    case "messages":
      return isMessage;
    default:
      return Prisma.sql`TRUE`;
  }
}

/** Title, message or recipient username holds q (any case; % and _ match themselves); the trigram
 * indexes on title and message (Notification_*_trgm_idx) find a rare text without reading every row. */
export function textWhere(q: string | undefined): Prisma.Sql {
  if (!q) return Prisma.sql`TRUE`;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return Prisma.sql`(n."title" ILIKE ${pattern} OR n."message" ILIKE ${pattern}
    OR n."userId" = ANY(ARRAY(SELECT "id" FROM "User" WHERE "usernameKey" LIKE ${pattern.toLowerCase()})))`;
}

type Row = Omit<AdminNotificationDto, "scheduledFor" | "deliveredAt" | "dateCreated" | "id"> & {
  id: number | null;
  scheduledFor: Date | null;
  deliveredAt: Date | null;
  dateCreated: Date;
  total: number;
};

export async function listAllNotifications(scope: StaffScope, query: AdminNotificationsQuery): Promise<AdminNotificationsPageDto> {
  const limit = query.limit ?? ADMIN_NOTIFICATIONS_PAGE.default;
  // A coach: their teams' members' notifications only (docs/decisions.md "Teams and roles").
  const where = Prisma.sql`${kindWhere(query.kind)} AND ${textWhere(query.q)} AND ${memberInScope(scope, Prisma.sql`n."userId"`)}`;
  const after = query.cursor
    ? Prisma.sql`(n."dateCreated", n."id") < (${query.cursor.at}::timestamp(3), ${query.cursor.id}::int)`
    : Prisma.sql`TRUE`;
  const rows = await db.$queryRaw<Row[]>`
    WITH page AS (
      SELECT n."id", n."userId", n."title", n."message", n."isRead", n."scheduledFor", n."sendPush", n."deliveredAt", n."dateCreated"
      FROM "Notification" n
      WHERE ${where} AND ${after}
      ORDER BY n."dateCreated" DESC, n."id" DESC
      LIMIT ${limit + 1}
    ), counted AS (
      SELECT count(*)::int AS "total" FROM (SELECT 1 FROM "Notification" n WHERE ${where} LIMIT ${ADMIN_NOTIFICATIONS_COUNT_CAP + 1}) m
    )
    SELECT p.*, u."username", c."total"
    FROM counted c LEFT JOIN (page p JOIN "User" u ON u."id" = p."userId") ON TRUE
    ORDER BY p."dateCreated" DESC, p."id" DESC`;
  const total = rows[0]?.total ?? 0;
  const found = rows.filter((r) => r.id !== null);
  const notifications = found.slice(0, limit).map(({ total: _total, scheduledFor, deliveredAt, dateCreated, id, ...n }) => ({
    ...n,
    id: id!,
    scheduledFor: scheduledFor?.toISOString() ?? null,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    dateCreated: dateCreated.toISOString(),
  }));
  const last = notifications[notifications.length - 1];
  return {
    notifications,
    nextCursor: found.length > limit ? encodeNotificationCursor(last) : null,
    total: Math.min(total, ADMIN_NOTIFICATIONS_COUNT_CAP),
    totalCapped: total > ADMIN_NOTIFICATIONS_COUNT_CAP,
  };
}
