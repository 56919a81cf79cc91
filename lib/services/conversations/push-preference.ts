import "server-only";
// A coach's (or an owner's) "Push me new messages" (docs/product/conversations.md#being-told-of-a-new-message,
// docs/decisions.md "Conversations"): off by default; on, a member's message that starts a wait is
// pushed to the devices of each coach told of it (deliver-message.ts reads User.messagePushAt).
// Only the signed-in coach's own row; `devices` says whether a push could reach them at all.
import { db } from "@/lib/db";
import type { MessagePushDto } from "@/lib/schemas/conversations";

type Row = { on: boolean; devices: number };

export async function messagePush(userId: number): Promise<MessagePushDto> {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT "messagePushAt" IS NOT NULL AS "on", (SELECT count(*)::int FROM "PushSubscription" WHERE "userId" = ${userId}) AS "devices"
    FROM "User" WHERE "id" = ${userId}`;
  return { on: row?.on ?? false, devices: row?.devices ?? 0 };
}

export async function setMessagePush(userId: number, on: boolean, now: Date): Promise<MessagePushDto> {
  const [row] = await db.$queryRaw<Row[]>`
    UPDATE "User" SET "messagePushAt" = CASE WHEN ${on}::boolean THEN coalesce("messagePushAt", ${now}::timestamp(3)) END
    WHERE "id" = ${userId}
    RETURNING "messagePushAt" IS NOT NULL AS "on", (SELECT count(*)::int FROM "PushSubscription" WHERE "userId" = ${userId}) AS "devices"`;
  return { on: row?.on ?? false, devices: row?.devices ?? 0 };
}
