// The streak (docs/product/points-and-badges.md#streak): consecutive local days on which the member opened the app.
import { STREAK_POINTS } from "@/lib/constants";
import { addDays, type LocalDate } from "@/lib/domain/day";

/**
 * The streak after the member is active on `today`: active yesterday grows it by one, already
 * active today leaves it, anything else (a gap, or never) starts again at 1.
 */
export function nextStreak(previousActiveDate: LocalDate | null, today: LocalDate, currentStreak: number): number {
  if (previousActiveDate === today) return currentStreak;
  if (previousActiveDate === addDays(today, -1)) return currentStreak + 1;
  return 1;
}

/** floor(streak / 5) * 10, at most 100. */
export function streakPoints(streak: number): number {
  if (!Number.isFinite(streak) || streak <= 0) return 0;
  return Math.min(Math.floor(streak / STREAK_POINTS.every) * STREAK_POINTS.points, STREAK_POINTS.max);
}
