// What one action earned in all (issue 14 item 3): the action's own points and the badges it
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
  const extra = awarded - own.points;
  if (own.points <= 0 || extra <= 0) return null;
  const noun = extra === POINTS.badge ? "badge" : "badges";
  const names = badgeNames.length ? `: ${listNames(badgeNames)}` : "";
  return `+${own.points} ${own.label}, +${extra} ${noun}${names}`;
}
