import "server-only";
// The member's side of their conversation (docs/product/conversations.md): read it, write in it
// (at most MEMBER_MESSAGES_PER_HOUR an hour: a 429 with Retry-After), mark it seen, and the unread
// count of the shell's "Coach" entry. A member only ever reaches their own conversation: every
// statement is keyed by the signed-in member's id.
import { db } from "@/lib/db";
import { ApiError, notFound } from "@/lib/errors";
import { MEMBER_MESSAGES_PER_HOUR, RATE_WINDOW_MS, retryAfterSeconds } from "@/lib/domain/conversations";
import type { MemberMessageInput } from "@/lib/schemas/conversations";
import { writeMessage, type StoredMessage } from "@/lib/services/conversations/write-message";

export const RATE_LIMIT_MESSAGE = `You can send ${MEMBER_MESSAGES_PER_HOUR} messages an hour. Please wait a little before sending more.`;

type Member = { id: number; username: string };

async function assertUnderLimit(memberId: number, now: Date): Promise<void> {
  const recent = await db.$queryRaw<{ dateCreated: Date }[]>`
    SELECT "dateCreated" FROM "ConversationMessage"
    WHERE "userId" = ${memberId} AND "fromMember" AND "dateCreated" > ${new Date(now.getTime() - RATE_WINDOW_MS)}::timestamp(3)
    ORDER BY "dateCreated" DESC LIMIT ${MEMBER_MESSAGES_PER_HOUR}`;
  const wait = retryAfterSeconds(recent.map((r) => r.dateCreated), now);
  if (wait > 0) throw new ApiError("rate_limited", RATE_LIMIT_MESSAGE, undefined, { "Retry-After": String(wait) });
}

/** The quoted broadcast: one of the member's own notifications, as "title: message" (at most 500 characters). */
async function quoteOf(memberId: number, notificationId: number): Promise<string> {
  const [row] = await db.$queryRaw<{ title: string; message: string }[]>`
    SELECT "title", "message" FROM "Notification" WHERE "id" = ${notificationId} AND "userId" = ${memberId}`;
  if (!row) throw notFound("Notification not found");
  const text = `${row.title}: ${row.message}`;
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

export async function postMemberMessage(member: Member, input: MemberMessageInput, idempotencyKey: string, now: Date): Promise<StoredMessage> {
  // A retry of a stored message answers it again, even past the limit.
  const [stored] = await db.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "ConversationMessage" WHERE "authorId" = ${member.id} AND "idempotencyKey" = ${idempotencyKey}`;
  if (stored) return { id: stored.id, created: false };
  await assertUnderLimit(member.id, now);
  const quotedText = input.quoteNotificationId ? await quoteOf(member.id, input.quoteNotificationId) : null;
  return writeMessage(
    { memberId: member.id, authorId: member.id, authorName: member.username, fromMember: true, body: input.body, idempotencyKey, quotedNotificationId: input.quoteNotificationId ?? null, quotedText },
    now,
  );
}

/** The coaches' messages the member has not seen (the "Coach" entry's count). */
export async function unreadCount(memberId: number): Promise<{ unread: number }> {
  const [row] = await db.$queryRaw<{ unread: number }[]>`
    SELECT count(*)::int AS "unread" FROM "ConversationMessage" m JOIN "Conversation" c ON c."userId" = m."userId"
    WHERE m."userId" = ${memberId} AND NOT m."fromMember" AND m."id" > c."memberSeenId"`;
  return { unread: row?.unread ?? 0 };
}
