// What the member is told after a widget award (docs/decisions.md "Fair points and sessions": popups tell the truth), from the
// server's answer, never from the points asked for. Pure: use-widget-award shows it.
//  - a small award for an item (source "task", at most SMALL_AWARD_MAX points, no badge) is a
//    compact toast that blocks nothing;
//  - a bigger one, a session or a milestone (sources "technique" and "achievement"), or one that
//    unlocked a badge, is the full celebration;
//  - when the 200-a-day cap gave it less than it asked, the cap message (the caller says it once a day);
//  - nothing recorded (a retry of a recorded award) or no answer: nothing.
import { POINTS } from "@/lib/constants";
import type { WidgetSource } from "@/lib/schemas/widget-limits";
import type { WidgetAchievementResult } from "@/lib/schemas/widgets";

export const SMALL_AWARD_MAX = 5;

export const CAP_REACHED_MESSAGE = `Today's ${POINTS.widgetDailyCap} widget points are reached: your progress is saved`;

export type AwardFeedback = {
  /** How the points the server gave are shown (none when it gave none). */
  show: "celebration" | "toast" | "none";
  /** What the server gave in all: the achievement's points plus the badges it unlocked. */
  points: number;
  /** The cap left this award less than it asked. */
  capReached: boolean;
};

export function awardFeedback(source: WidgetSource, answer: WidgetAchievementResult | null): AwardFeedback {
  if (!answer?.recorded || !answer.achievement) return { show: "none", points: 0, capReached: false };
  const own = answer.achievement.points;
  const capReached = own < answer.achievement.requestedPoints;
  const points = answer.pointsAwarded;
  if (points <= 0) return { show: "none", points: 0, capReached };
  const badge = points > own;
  const small = source === "task" && own <= SMALL_AWARD_MAX && !badge;
  return { show: small ? "toast" : "celebration", points, capReached };
}
