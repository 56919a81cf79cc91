import "server-only";
// GET /api/admin/coach/attention: one page of members who need the coach, from the snapshot,
// most severe first, then the longer-standing, then id (keyset on CoachSnapshot_attention_idx).
// Filtered by a reason (any of the member's, not only the first), searched by username on the
// server (the trigram index finds the matches), without the members marked contacted in the last
// 7 days, or (view=contacted) only those, with who marked them and when, to undo.
import { db } from "@/lib/db";
import { ATTENTION_PAGE, attentionText, type Attention } from "@/lib/domain/coach";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AttentionDetail, AttentionPage, AttentionQuery } from "@/lib/schemas/coach";
import { CONTACTED_SQL, contactedSince, countContacted } from "@/lib/services/coach/contacted-sql";
import { readCohort } from "@/lib/services/coach/get-glance";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";

const likeContaining = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = {
  userId: number;
  username: string;
  severity: number;
  since: Date;
  details: Attention[];
  lastNudge: { sentAt: string; byUsername: string; reason: string } | null;
  contact: { contactedAt: string; byUsername: string } | null;
};

export function withText(details: Attention[]): AttentionDetail[] {
  return details.map(({ reason, since, figure, baseline }) => ({ reason, since, figure, ...(baseline === undefined ? {} : { baseline }), text: attentionText({ reason, figure, baseline }) }));
}

/** A reason fewer than this share of the listed members have is found through the GIN index first. */
const RARE_SHARE = 0.05;

/**
 * The WHERE of the list (without the cursor): also what "all with this reason" sends to. A rare
 * reason's members are found first (GIN index on reasons, OFFSET 0 keeps the planner from walking
 * the whole list in order through a filter that seldom matches); a common one's rows come from
 * the list's own index, which stops after a page.
 */
export function attentionWhere(scope: StaffScope, query: Pick<AttentionQuery, "reason" | "q" | "view">, now: Date, rare = false): Prisma.Sql {
  const parts = [Prisma.sql`s."reason" IS NOT NULL`];
  // The scope (docs/decisions.md "Teams and roles"): the snapshot's team, which a move updates at once.
  if (scope.teamIds !== null) parts.push(inScope(scope, Prisma.sql`s."teamId"`));
  parts.push(query.view === "contacted" ? CONTACTED_SQL(now) : Prisma.sql`NOT ${CONTACTED_SQL(now)}`);
  if (query.reason && rare) parts.push(Prisma.sql`s."userId" IN (SELECT "userId" FROM "CoachSnapshot" WHERE "reasons" @> ARRAY[${query.reason}]::text[] OFFSET 0)`);
  else if (query.reason) parts.push(Prisma.sql`s."reasons" @> ARRAY[${query.reason}]::text[]`);
  if (query.q) parts.push(Prisma.sql`s."userId" IN (SELECT "id" FROM "User" WHERE "usernameKey" LIKE lower(${likeContaining(query.q)}) OFFSET 0)`);
  return Prisma.join(parts, " AND ");
}

/**
 * How many rows the list has: from the cohort's totals less the live contacted marks, or (a
 * search) counted live over the matches, which the trigram index bounds.
 */
async function totalOf(scope: StaffScope, query: AttentionQuery, where: Prisma.Sql, now: Date, cohort: Cohort): Promise<number> {
  if (query.q) {
    const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS "n" FROM "CoachSnapshot" s WHERE ${where}`;
    return n;
  }
  const contacted = await countContacted(scope, now, query.reason ?? null);
  if (query.view === "contacted") return contacted;
  return Math.max(0, (cohort?.totals.reasons[query.reason ?? "any"] ?? 0) - contacted);
}

type Cohort = Awaited<ReturnType<typeof readCohort>>;

/** Is the filtered reason rare among the listed members (by the last refresh's counts)? */
export function isRare(reason: string | undefined, cohort: Cohort): boolean {
  if (!reason || !cohort) return false;
  const { reasons } = cohort.totals;
  return (reasons[reason as keyof typeof reasons] ?? 0) < RARE_SHARE * (reasons.any ?? 0);
}

export async function listAttention(scope: StaffScope, query: AttentionQuery, now: Date): Promise<AttentionPage> {
  const limit = query.limit ?? ATTENTION_PAGE.default;
  const cohort = await readCohort(scope);
  const where = attentionWhere(scope, query, now, isRare(query.reason, cohort));
  const after = query.cursor
    ? Prisma.sql`AND (s."severity", s."since", s."userId") > (${query.cursor.severity}, ${query.cursor.since}::date, ${query.cursor.userId})`
    : Prisma.empty;
  const [rows, total] = await Promise.all([
    db.$queryRaw<Row[]>`
      WITH page AS (
        SELECT s."userId", s."severity", s."since", s."details" FROM "CoachSnapshot" s
        WHERE ${where} ${after} ORDER BY s."severity", s."since", s."userId" LIMIT ${limit + 1}
      )
      SELECT page.*, u."username",
        (SELECT json_build_object('sentAt', to_char(n."sentAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'byUsername', n."byUsername", 'reason', n."reason")
          FROM "CoachNudge" n WHERE n."userId" = page."userId" ORDER BY n."sentAt" DESC LIMIT 1) AS "lastNudge",
        (SELECT json_build_object('contactedAt', to_char(c."contactedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'byUsername', c."byUsername")
          FROM "CoachContact" c WHERE c."userId" = page."userId" AND c."contactedAt" > ${contactedSince(now)}::timestamp(3) ORDER BY c."contactedAt" DESC LIMIT 1) AS "contact"
      FROM page JOIN "User" u ON u."id" = page."userId"
      ORDER BY page."severity", page."since", page."userId"`,
    totalOf(scope, query, where, now, cohort),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => ({
      userId: r.userId,
      username: r.username,
      reason: r.details[0].reason,
      since: r.details[0].since,
      details: withText(r.details),
      lastNudge: r.lastNudge,
      contact: r.contact,
    })),
    nextCursor: rows.length > limit ? `${last.severity}.${last.since.toISOString().slice(0, 10)}.${last.userId}` : null,
    total,
    computedAt: cohort?.computedAt.toISOString() ?? null,
  };
}
