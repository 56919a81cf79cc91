import "server-only";
// GET /api/notifications: the caller's due notifications, newest first (a scheduled one counts
// from its scheduled time), at most NOTIFY_LIMITS.memberList. One statement, the member's row
// joined (the session check of a guarded member, lib/auth/session-guard).
import { preparedRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import { NOTIFY_LIMITS } from "@/lib/constants";
import type { NotificationDto } from "@/lib/schemas/notifications";
import { visibleSql } from "@/lib/services/notifications/visible-where";

type Row = Omit<NotificationDto, "scheduledFor" | "dateCreated" | "broadcast" | "inConversation"> & {
  scheduledFor: Date | null;
  dateCreated: Date;
  broadcast: boolean | null;
  inConversation: boolean | null;
};

/** `member`: a member id (the session was checked), or a member (withMember). */
export function listNotifications(member: number | MemberOrGuarded, now: Date): Promise<NotificationDto[]> {
  return forMember(typeof member === "number" ? { id: member, timeZone: "UTC" } : member, async (m) => {
    const rows = await preparedRows<Row & { found: boolean }>(Prisma.sql`
      SELECT n."id", n."userId", n."title", n."message", n."isRead", n."scheduledFor", n."sendPush", n."dateCreated", (n."id" IS NOT NULL) AS "found",
             (n."sendId" IS NOT NULL AND EXISTS (SELECT 1 FROM "NotificationSend" s WHERE s."id" = n."sendId" AND s."audience" <> 'users')) AS "broadcast",
             EXISTS (SELECT 1 FROM "ConversationMessage" cm WHERE cm."notificationId" = n."id") AS "inConversation"
      FROM "User" u
      LEFT JOIN LATERAL (
        SELECT *, COALESCE("scheduledFor", "dateCreated") AS "shownAt" FROM "Notification"
        WHERE ${visibleSql(m.id, now)}
        ORDER BY "shownAt" DESC, "id" DESC
        LIMIT ${NOTIFY_LIMITS.memberList}
      ) n ON true
      WHERE ${m.rowSql()}
      ORDER BY n."shownAt" DESC, n."id" DESC`);
    if (!rows.length) throw m.noRow();
    return rows
      .filter((r) => r.found)
      // A broadcast (to all, to a team) is answered from the conversation, quoting it (docs/product/conversations.md#replying-to-a-broadcast).
      // A coach's message (a reply, a nudge) is answered in the conversation itself.
      .map(({ found: _found, broadcast, inConversation, ...r }) => ({
        ...r,
        ...(broadcast ? { broadcast: true as const } : {}),
        ...(inConversation ? { inConversation: true as const } : {}),
        scheduledFor: r.scheduledFor?.toISOString() ?? null,
        dateCreated: r.dateCreated.toISOString(),
      }));
  });
}
