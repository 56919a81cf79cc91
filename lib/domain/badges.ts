// The badge catalogue (docs/product/points-and-badges.md#badges): one list holds both code sets. A badge is awarded
// when its rule first becomes true; it gives POINTS.badge and a `Badge Unlocked: <name>` notification.
import { POINTS } from "@/lib/constants";
import { badgeDedupeKey } from "@/lib/domain/notification-kind";

export type BadgeStats = {
  /** SMART goals ever completed (one ledger award per goal). */
  smartGoalsCompleted: number;
  streak: number;
  /** Local dates on which all three mindset exercises were done. */
  mindsetAllDays: number;
  widgetAchievements: number;
  /** xpPoints, the ledger sum. */
  points: number;
};

export type BadgeStat = keyof BadgeStats;

/**
 * The one rule table: every badge is a threshold on one stat (stats[stat] >= min). The award
 * (badgesToAward here, checkBadges in SQL) and the progress shown for locked badges
 * (badgeProgress) both read `stat` and `min`, so they cannot disagree.
 */
export type Badge = { code: string; name: string; description: string; stat: BadgeStat; min: number };

const atLeast = (stat: BadgeStat, min: number) => ({ stat, min });

/** Is the badge's rule true for these stats? */
export const meetsBadge = (badge: Pick<Badge, "stat" | "min">, stats: BadgeStats): boolean => stats[badge.stat] >= badge.min;

/** What each stat counts, for "3 of 5 SMART goals". */
export const STAT_UNITS: Record<BadgeStat, readonly [one: string, many: string]> = {
  smartGoalsCompleted: ["SMART goal", "SMART goals"],
  streak: ["streak day", "streak days"],
  mindsetAllDays: ["full mindset day", "full mindset days"],
  widgetAchievements: ["widget achievement", "widget achievements"],
  points: ["point", "points"],
};

export const BADGES: readonly Badge[] = [
  { code: "first-goal", name: "First Goal", description: "1 SMART goal completed", ...atLeast("smartGoalsCompleted", 1) },
  { code: "goalGetter", name: "Goal Getter", description: "5 SMART goals completed", ...atLeast("smartGoalsCompleted", 5) },
  { code: "goals-10", name: "Goal Crusher", description: "10 SMART goals completed", ...atLeast("smartGoalsCompleted", 10) },
  { code: "streak5", name: "5-Day Streak", description: "Streak reaches 5", ...atLeast("streak", 5) },
  { code: "streak-7", name: "7-Day Streak", description: "Streak reaches 7", ...atLeast("streak", 7) },
  { code: "limitless", name: "Limitless", description: "Streak reaches 30", ...atLeast("streak", 30) },
  { code: "mindset-master", name: "Mindset Master", description: "All three mindset exercises done on one day", ...atLeast("mindsetAllDays", 1) },
  { code: "mindMaster", name: "Mind Master", description: "All three mindset exercises done on 7 different days", ...atLeast("mindsetAllDays", 7) },
  { code: "focusPro", name: "Focus Pro", description: "25 widget achievements recorded", ...atLeast("widgetAchievements", 25) },
  { code: "champion", name: "Champion", description: "1,000 points", ...atLeast("points", 1000) },
  { code: "xp-5", name: "Bronze Medal", description: "5 points earned", ...atLeast("points", 5) },
  { code: "xp-10", name: "Silver Medal", description: "10 points earned", ...atLeast("points", 10) },
  { code: "xp-15", name: "Gold Medal", description: "15 points earned", ...atLeast("points", 15) },
];

export function badgeByCode(code: string): Badge | undefined {
  return BADGES.find((b) => b.code === code);
}

/**
 * The badges to award now, in catalogue order. Each awarded badge adds its points before the
 * rules are read again, so a badge whose points cross a points threshold also brings that one.
 */
export function badgesToAward(stats: BadgeStats, earned: Iterable<string>): Badge[] {
  const have = new Set(earned);
  const won: Badge[] = [];
  let points = stats.points;
  for (;;) {
    const fresh = BADGES.filter((b) => !have.has(b.code) && meetsBadge(b, { ...stats, points }));
    if (!fresh.length) return won;
    for (const badge of fresh) {
      have.add(badge.code);
      won.push(badge);
    }
    points += fresh.length * POINTS.badge;
  }
}

/** The notification a new badge creates. */
export function badgeNotification(badge: Pick<Badge, "code" | "name" | "description">) {
  return {
    title: `Badge Unlocked: ${badge.name}`,
    message: `Congratulations! You earned the ${badge.name} badge (${badge.description}). +${POINTS.badge} Points`,
    dedupeKey: badgeDedupeKey(badge.code),
  };
}

export type BadgeProgress = {
  code: string;
  name: string;
  description: string;
  earned: boolean;
  /** When it was earned (ISO), or null while locked. */
  earnedAt: string | null;
  /** How far the member is: the stat, capped at the threshold. */
  current: number;
  target: number;
  /** "3 of 5 SMART goals". */
  progress: string;
};

const count = (n: number) => n.toLocaleString("en-US");

/** Every badge of the catalogue, in its order, earned or with how far the member is. */
export function badgeProgress(stats: BadgeStats, earned: ReadonlyMap<string, Date>): BadgeProgress[] {
  return BADGES.map((b) => {
    const at = earned.get(b.code) ?? null;
    const current = at ? b.min : Math.min(Math.max(stats[b.stat], 0), b.min);
    return {
      code: b.code,
      name: b.name,
      description: b.description,
      earned: at !== null,
      earnedAt: at ? at.toISOString() : null,
      current,
      target: b.min,
      progress: `${count(current)} of ${count(b.min)} ${STAT_UNITS[b.stat][b.min === 1 ? 0 : 1]}`,
    };
  });
}
