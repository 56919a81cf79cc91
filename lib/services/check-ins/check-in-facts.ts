import "server-only";
// The check-in facts of a batch of members for the coach's snapshot (docs/decisions.md
// "Check-ins"): two check-ins missed in a row on any form of their team, and their flagged answers
// not yet reviewed. Three set-based reads per batch (members, their teams' live forms, their recent
// answers and their flagged ones); the rule is lib/domain/check-ins.ts missedTwoSince.
import { db } from "@/lib/db";
import { missedTwoSince } from "@/lib/domain/check-ins";
import type { CheckInFacts } from "@/lib/domain/coach";
import { fromDateColumn, type LocalDate } from "@/lib/domain/day";
import { scheduleOf } from "@/lib/services/check-ins/manage-forms";

/** Back far enough for the two closed weekly check-ins before the open one. */
const LOOKBACK_DAYS = 28;

export async function checkInFacts(userIds: readonly number[], now: Date): Promise<Map<number, CheckInFacts>> {
  const out = new Map<number, CheckInFacts>();
  if (!userIds.length) return out;
  const ids = [...userIds];
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const [members, forms, answers, flagged] = await Promise.all([
    db.$queryRaw<{ id: number; teamId: number; timeZone: string; dayStartHour: number; dateCreated: Date }[]>`
      SELECT "id", "teamId", "timeZone", "dayStartHour", "dateCreated" FROM "User" WHERE "id" = ANY(${ids}::int[])`,
    db.$queryRaw<{ id: number; teamId: number; cadence: string; weekday: number | null; hour: number; createdAt: Date }[]>`
      SELECT f."id", f."teamId", f."cadence", f."weekday", f."hour", f."createdAt" FROM "CheckInForm" f
      WHERE f."archivedAt" IS NULL AND f."teamId" IN (SELECT DISTINCT "teamId" FROM "User" WHERE "id" = ANY(${ids}::int[]))`,
    db.$queryRaw<{ userId: number; formId: number; dueDate: Date }[]>`
      SELECT "userId", "formId", "dueDate" FROM "CheckInAnswer" WHERE "userId" = ANY(${ids}::int[]) AND "dueDate" >= ${since}::date`,
    db.$queryRaw<{ userId: number; n: number; since: Date }[]>`
      SELECT "userId", count(*)::int AS "n", min("dueDate") AS "since" FROM "CheckInAnswer"
      WHERE "userId" = ANY(${ids}::int[]) AND "flagged" AND "reviewedAt" IS NULL GROUP BY "userId"`,
  ]);
  if (!forms.length && !flagged.length) return out;
  const answered = new Map<string, Set<LocalDate>>();
  for (const a of answers) {
    const key = `${a.userId}:${a.formId}`;
    answered.set(key, (answered.get(key) ?? new Set()).add(fromDateColumn(a.dueDate)));
  }
  const flaggedOf = new Map(flagged.map((f) => [f.userId, f]));
  for (const m of members) {
    const clock = { timeZone: m.timeZone, dayStartHour: m.dayStartHour };
    let missed: LocalDate | null = null;
    for (const f of forms) {
      if (f.teamId !== m.teamId) continue;
      const startedAt = f.createdAt > m.dateCreated ? f.createdAt : m.dateCreated;
      const date = missedTwoSince(now, scheduleOf(f), clock, startedAt, answered.get(`${m.id}:${f.id}`) ?? new Set());
      if (date && (missed === null || date < missed)) missed = date;
    }
    const flags = flaggedOf.get(m.id);
    if (missed || flags) out.set(m.id, { missedTwoSince: missed, flagged: flags?.n ?? 0, flaggedSince: flags ? fromDateColumn(flags.since) : null });
  }
  return out;
}
