// Team challenges (docs/product/challenges-and-partners.md; docs/decisions.md "Challenges and
// partners"): the span, the joining window, each member's progress with their excused days, the
// ranks and the names on the leaderboard. Dates are the member's own local dates (their zone and
// day start, lib/domain/fair-streak/member-day.ts); a challenge's start and end are both included.
import { addDays, isLocalDate, type LocalDate } from "@/lib/domain/day";
import { isExcused, type Excuses } from "@/lib/domain/fair-streak/streak-rules";

export const CHALLENGE_LIMITS = { minDays: 7, maxDays: 42, nameMax: 80, reward: 50, pageDefault: 25, pageMax: 100 } as const;

/** What a challenge counts, from what Reach already records. */
export const CHALLENGE_MEASURES = ["task-days", "journal-days", "mindset-exercises", "active-days", "smart-goals"] as const;
export type ChallengeMeasure = (typeof CHALLENGE_MEASURES)[number];

export const MEASURE_LABELS: Record<ChallengeMeasure, string> = {
  "task-days": "Days with all three tasks done",
  "journal-days": "Days journaled",
  "mindset-exercises": "Mindset exercises completed",
  "active-days": "Active days",
  "smart-goals": "SMART goals completed",
};

/** "Days" measures count dates; rest days and pauses lower their target (the other two count things). */
export const DAY_MEASURES: readonly ChallengeMeasure[] = ["task-days", "journal-days", "active-days"];
export const isDayMeasure = (m: ChallengeMeasure) => DAY_MEASURES.includes(m);

export const CHALLENGE_MESSAGES = {
  nameRequired: "Challenge name is required",
  nameTooLong: `Challenge name must be at most ${CHALLENGE_LIMITS.nameMax} characters`,
  badDate: "Dates must be YYYY-MM-DD",
  endBeforeStart: "The end must be after the start",
  span: `A challenge lasts ${CHALLENGE_LIMITS.minDays} to ${CHALLENGE_LIMITS.maxDays} days`,
  measure: `Choose a measure: ${CHALLENGE_MEASURES.join(", ")}`,
  targetPositive: "The target must be at least 1",
  targetTooHigh: "The target cannot be more than the challenge's days",
  endInPast: "The end must not be in the past",
  endedEarly: "This challenge has ended",
  joinClosed: "Joining closed when the challenge's last week began",
  alreadyJoined: "You have already joined this challenge",
  notJoined: "You have not joined this challenge",
  notFound: "Challenge not found",
  wholeCommunity: "Only the owner starts a challenge for the whole community",
} as const;

/** Days from start to end, both included (0 or less: the end is before the start). */
export function spanDays(startDate: LocalDate, endDate: LocalDate): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

export type ChallengeDraft = { startDate: string; endDate: string; measure: string; target: number };

/** The first broken rule of a new challenge's dates, measure and target, or null. */
export function challengeProblem(d: ChallengeDraft): string | null {
  if (!isLocalDate(d.startDate) || !isLocalDate(d.endDate)) return CHALLENGE_MESSAGES.badDate;
  const days = spanDays(d.startDate, d.endDate);
  if (days < 1) return CHALLENGE_MESSAGES.endBeforeStart;
  if (days < CHALLENGE_LIMITS.minDays || days > CHALLENGE_LIMITS.maxDays) return CHALLENGE_MESSAGES.span;
  if (!(CHALLENGE_MEASURES as readonly string[]).includes(d.measure)) return CHALLENGE_MESSAGES.measure;
  if (!Number.isInteger(d.target) || d.target < 1) return CHALLENGE_MESSAGES.targetPositive;
  if (d.target > days) return CHALLENGE_MESSAGES.targetTooHigh;
  return null;
}

/** The first date of the last week (the last 7 days): joining closes as it begins. */
export const lastWeekStarts = (endDate: LocalDate): LocalDate => addDays(endDate, -(CHALLENGE_LIMITS.minDays - 1));

/** May a member whose date is `today` join? Until the last week starts, and never after an early end. */
export function canJoin(c: { endDate: LocalDate; endedAt: Date | null }, today: LocalDate): boolean {
  return c.endedAt === null && today < lastWeekStarts(c.endDate);
}

/** A challenge's state for a member whose date is `today`. */
export function challengeStatus(c: { startDate: LocalDate; endDate: LocalDate; endedAt: Date | null }, today: LocalDate): "upcoming" | "running" | "ended" {
  if (c.endedAt !== null || today > c.endDate) return "ended";
  return today < c.startDate ? "upcoming" : "running";
}

/** One local date of the member inside the challenge: what they did and whether it was excused. */
export type ChallengeDay = { date: LocalDate; tasksDone: number; written: boolean; mindsetDone: number; active: boolean; goalsCompleted: number };

/** How much one date adds to a measure. */
export function dayValue(measure: ChallengeMeasure, d: ChallengeDay): number {
  switch (measure) {
    case "task-days":
      return d.tasksDone >= 3 ? 1 : 0;
    case "journal-days":
      return d.written ? 1 : 0;
    case "mindset-exercises":
      return d.mindsetDone;
    case "active-days":
      return d.active ? 1 : 0;
    case "smart-goals":
      return d.goalsCompleted;
  }
}

export type Progress = { progress: number; excused: number; target: number; reached: boolean };

/**
 * A member's progress: the measure summed over the challenge's dates up to `today`, and, for a
 * "days" measure, the target lowered by the excused days (rest days and paused days of the whole
 * span, lib/domain/fair-streak/streak-rules.ts isExcused) on which the date did not count anyway
 * (a rest day the member used still counts once, not twice). The target never goes below 1.
 */
export function memberProgress(
  c: { startDate: LocalDate; endDate: LocalDate; measure: ChallengeMeasure; target: number },
  days: readonly ChallengeDay[],
  excuses: Excuses,
  today: LocalDate,
): Progress {
  const byDate = new Map(days.map((d) => [d.date, d]));
  let progress = 0;
  let excused = 0;
  for (let date = c.startDate; date <= c.endDate; date = addDays(date, 1)) {
    const day = byDate.get(date);
    const value = day && date <= today ? dayValue(c.measure, day) : 0;
    progress += value;
    if (isDayMeasure(c.measure) && value === 0 && isExcused(date, excuses)) excused += 1;
  }
  const target = Math.max(1, c.target - excused);
  return { progress, excused, target, reached: progress >= target };
}

/** Is the member on track: progress at least the target's share of the days gone by? */
export function onTrack(p: { progress: number; target: number }, c: { startDate: LocalDate; endDate: LocalDate }, today: LocalDate): boolean {
  if (p.progress >= p.target) return true;
  const total = spanDays(c.startDate, c.endDate);
  const gone = Math.min(total, Math.max(0, spanDays(c.startDate, today)));
  return p.progress * total >= p.target * gone;
}

/** Ranks with ties (1, 1, 3): more progress first; equal progress shares the rank. */
export function rankAll<T extends { progress: number }>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.progress - a.progress);
  let rank = 0;
  return sorted.map((row, i) => {
    if (i === 0 || sorted[i - 1].progress !== row.progress) rank = i + 1;
    return { ...row, rank };
  });
}

/** The name on the leaderboard: the username when the member chose "show my name", else "Member 12" (their join number). */
export function leaderboardName(row: { showName: boolean; username: string; memberNo: number }): string {
  return row.showName ? row.username : `Member ${row.memberNo}`;
}

/** The badge of one challenge (EarnedBadge.code, 40 characters at most) and its ledger key: once per member and challenge. */
export const challengeBadgeCode = (challengeId: number) => `challenge-${challengeId}`;
export const challengeRewardKey = (challengeId: number) => `challenge:${challengeId}`;
