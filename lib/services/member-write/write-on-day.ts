import "server-only";
// The plain write of a member's day (docs/decisions.md "One home for the member's write"): ONE
// statement that locks the member's row first (locked-member), creates today's page on demand when
// the write belongs on it (today-page) and runs the service's change as `saved`. Nothing is
// awarded and no badge check follows: a note's autosave takes this path. write-with-awards adds
// the ledger to the same statement for the writes that may earn points.
import { preparedRows } from "@/lib/db";
import type { LocalDate } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";
import { lockedMemberCte } from "@/lib/services/member-write/locked-member";
import { todayPageCtes } from "@/lib/services/member-write/today-page";
import { noMemberRow } from "@/lib/auth/session-guard";
import { memberToday, type Member } from "@/lib/domain/member";

export type DayWrite = {
  member: Member;
  now: Date;
  /** "today": the change may read `page`, the member's current page of today (created on demand). */
  page?: "today" | "none";
  /** CTEs the change needs before `saved` (each `name AS (...)`), reading `member` or `page`. */
  before?: Prisma.Sql;
};

/** The CTEs before the change: `member` (locked), `page` when asked, then the write's own. */
export function writeStartCtes({ member, page = "none", before }: DayWrite, today: LocalDate): Prisma.Sql {
  const start = page === "today" ? todayPageCtes(member, today) : lockedMemberCte(member);
  return before ? Prisma.sql`${start},\n${before}` : start;
}

/**
 * Runs `saved`, the statement that writes the row (INSERT / UPDATE ... RETURNING "id", ...,
 * reading `member` or `page`), and answers the row (null when it wrote none). No member (deleted
 * since the session check, or a guarded member whose check failed) throws noMemberRow.
 */
export async function writeOnDay<Row extends object>(write: DayWrite, saved: Prisma.Sql): Promise<Row | null> {
  const [row] = await preparedRows<Row & { memberId: number; savedRow: boolean | null }>(Prisma.sql`
    WITH ${writeStartCtes(write, memberToday(write.member, write.now))},
    saved AS (${saved})
    SELECT m."id" AS "memberId", s.*, (s."id" IS NOT NULL) AS "savedRow" FROM member m LEFT JOIN saved s ON true`);
  if (!row) throw noMemberRow(write.member);
  const { memberId: _member, savedRow, ...rest } = row;
  return savedRow === true ? (rest as unknown as Row) : null;
}
