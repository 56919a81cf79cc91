import "server-only";
// GET /api/admin/conversations (docs/product/conversations.md#the-coachs-inbox): the conversations
// of the caller's scope (the team filter narrows it), open ones by default: waiting first, the
// oldest wait first (Conversation_waiting_idx), then the rest by their latest message
// (Conversation_latest_idx), the order of compareInbox in lib/domain/conversations; "done" ones on
// their own view, by latest. A keyset cursor per part; searched by member name on the server
// (User_usernameKey_trgm_idx). The header's count of waiting conversations comes with each page.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import { INBOX_PAGE, type InboxDto, type InboxQuery, type InboxRowDto } from "@/lib/schemas/conversations";

type Row = {
  userId: number;
  username: string;
  teamId: number;
  teamName: string;
  waitingSince: Date | null;
  lastMessageAt: Date;
  lastFromMember: boolean;
  doneAt: Date | null;
  preview: string;
  staffSeenId: number;
  lastMessageId: number;
};

const likeContaining = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function rowsWhere(scope: StaffScope, q: string | undefined, part: Prisma.Sql, order: Prisma.Sql, limit: number): Promise<Row[]> {
  const search = q ? Prisma.sql`AND u."usernameKey" LIKE lower(${likeContaining(q)})` : Prisma.empty;
  return db.$queryRaw<Row[]>`
    SELECT c."userId", u."username", u."teamId", t."name" AS "teamName", c."waitingSince", c."lastMessageAt", c."lastFromMember", c."doneAt",
           c."staffSeenId", c."lastMessageId", left(m."body", 140) AS "preview"
    FROM "Conversation" c
    JOIN "User" u ON u."id" = c."userId"
    JOIN "Team" t ON t."id" = u."teamId"
    JOIN "ConversationMessage" m ON m."id" = c."lastMessageId"
    WHERE ${inScope(scope, Prisma.sql`u."teamId"`)} ${search} AND ${part}
    ORDER BY ${order} LIMIT ${limit}`;
}

const dto = (r: Row): InboxRowDto => ({
  userId: r.userId,
  username: r.username,
  teamId: r.teamId,
  teamName: r.teamName,
  waitingSince: r.waitingSince?.toISOString() ?? null,
  lastMessageAt: r.lastMessageAt.toISOString(),
  lastFromMember: r.lastFromMember,
  preview: r.preview,
  done: r.doneAt !== null,
  unread: r.lastMessageId > r.staffSeenId,
});

export async function listInbox(scope: StaffScope, query: InboxQuery): Promise<InboxDto> {
  const limit = query.limit ?? INBOX_PAGE.default;
  const cursor = query.cursor;
  const latestOrder = Prisma.sql`c."lastMessageAt" DESC, c."userId"`;
  const afterLatest = cursor && !cursor.waiting ? Prisma.sql`AND (c."lastMessageAt", -c."userId") < (${cursor.at}::timestamp(3), ${-cursor.userId})` : Prisma.empty;
  const waitingCount = db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "Conversation" c JOIN "User" u ON u."id" = c."userId"
    WHERE c."waitingSince" IS NOT NULL AND c."doneAt" IS NULL AND ${inScope(scope, Prisma.sql`u."teamId"`)}`;
  let rows: Row[] = [];
  if (query.view === "done") {
    rows = await rowsWhere(scope, query.q, Prisma.sql`c."doneAt" IS NOT NULL ${afterLatest}`, latestOrder, limit + 1);
  } else {
    if (!cursor || cursor.waiting) {
      const afterWaiting = cursor ? Prisma.sql`AND (c."waitingSince", c."userId") > (${cursor.at}::timestamp(3), ${cursor.userId})` : Prisma.empty;
      rows = await rowsWhere(scope, query.q, Prisma.sql`c."doneAt" IS NULL AND c."waitingSince" IS NOT NULL ${afterWaiting}`, Prisma.sql`c."waitingSince", c."userId"`, limit + 1);
    }
    if (rows.length <= limit) {
      const rest = await rowsWhere(scope, query.q, Prisma.sql`c."doneAt" IS NULL AND c."waitingSince" IS NULL ${afterLatest}`, latestOrder, limit + 1 - rows.length);
      rows = rows.concat(rest);
    }
  }
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? last.waitingSince && query.view !== "done"
        ? `w.${last.waitingSince.getTime()}.${last.userId}`
        : `l.${last.lastMessageAt.getTime()}.${last.userId}`
      : null;
  return { rows: page.map(dto), nextCursor, waiting: (await waitingCount)[0].n };
}
