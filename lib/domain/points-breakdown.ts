// What one action earned in all (docs/decisions.md "What a goal's celebration shows"): the action's own points and the badges it
// unlocked, from the `pointsAwarded` the server returns and the `Badge Unlocked: <name>`
// notifications those badges created. '+25 goal, +80 badges: First Goal, Bronze Medal, ...'.
import { POINTS } from "@/lib/constants";

const BADGE_TITLE = /^Badge Unlocked: (.+)$/;

/** 'A', 'A and B', 'A, B and C'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** How many badges the points beyond the action's own stand for. */
export function badgeCount(own: number, awarded: number): number {
  return Math.max(0, Math.floor((awarded - own) / POINTS.badge));
}

/**
 * The badges just unlocked: the `count` newest unread badge notifications, in the order they were
 * awarded (by id: one statement inserts them in catalogue order; the list's own order may tie on
 * the shared creation time). Returns their ids too, so their toasts can be skipped.
 */
export function newBadges<T extends { id: number; title: string; isRead: boolean }>(list: readonly T[], count: number) {
  const badges = list.filter((n) => !n.isRead && BADGE_TITLE.test(n.title)).sort((a, b) => b.id - a.id);
  const picked = badges.slice(0, count).reverse();
  return { ids: picked.map((n) => n.id), names: picked.map((n) => BADGE_TITLE.exec(n.title)![1]) };
}

/** The celebration's line, or null when the action earned only its own points. */
export function pointsBreakdown(own: { points: number; label: string }, awarded: number, badgeNames: readonly string[]): string | null {
  if (own.points <= 0) return null;
  return partsBreakdown([own], awarded, badgeNames);
}

export type AwardPart = { points: number; label: string };

/**
 * Every award of one action on one line: its parts ('+15 exercise, +25 bonus'), then the badges
 * behind the rest of `awarded` ('+20 badge: Mindset Master'); null when there is only one part
 * and no badge (the popup's points say it all).
 */
export function partsBreakdown(parts: readonly AwardPart[], awarded: number, badgeNames: readonly string[]): string | null {
  const shown = parts.filter((p) => p.points > 0);
  const extra = awarded - shown.reduce((sum, p) => sum + p.points, 0);
  if (extra <= 0 && shown.length <= 1) return null;
  const lines = shown.map((p) => `+${p.points} ${p.label}`);
  if (extra > 0) {
    const noun = extra === POINTS.badge ? "badge" : "badges";
    const names = badgeNames.length ? `: ${listNames(badgeNames)}` : "";
    lines.push(`+${extra} ${noun}${names}`);
  }
  return lines.join(", ");
}

/**
 * What a mindset save earned, split from the server's `pointsAwarded` (docs/product/points-and-badges.md#points:
 * 15 an exercise, +25 when all three are done, 20 a badge): `marked` exercises were ticked by the
 * save and `allDone` says whether the three are done after it. The split with the most exercises,
 * then the bonus, that leaves whole badges; the total is always the server's.
 */
export function mindsetParts(awarded: number, marked: number, allDone: boolean): { parts: AwardPart[]; badges: number } {
  for (let e = marked; e >= 0; e--) {
    for (let b = allDone ? 1 : 0; b >= 0; b--) {
      const rest = awarded - e * POINTS.mindsetExercise - b * POINTS.mindsetAllBonus;
      if (rest < 0 || rest % POINTS.badge !== 0) continue;
      const parts: AwardPart[] = [];
      if (e) parts.push({ points: e * POINTS.mindsetExercise, label: e === 1 ? "exercise" : "exercises" });
      if (b) parts.push({ points: POINTS.mindsetAllBonus, label: "bonus" });
      return { parts, badges: rest / POINTS.badge };
    }
  }
  return { parts: [], badges: Math.floor(awarded / POINTS.badge) };
}
