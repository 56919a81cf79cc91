"use client";
// How a widget gives points (docs/product/widgets.md#widget-points; docs/decisions.md "Fair points and sessions"): the achievement is sent to
// POST /api/widget-achievements (the server decides what it is worth under the daily cap), then
// the member sees what the server gave (award-feedback): a compact achievement toast for a small
// award, the full celebration for a bigger one or a badge, and once a day the cap message when the
// 200 widget points are reached. Everything points affect is read again (lib/client/award). A
// failure to record is only logged. Which points a widget asks for lives in its own pure rules.ts.
//   const award = useWidgetAward();
//   award({ kind: "pomodoroSession", source: "technique", points: 10, description: "Pomodoro session completed" });
// Only the kind, the points and the time are sent: the server names the award (lib/domain/widget-awards).
import { useCallback } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { celebrate } from "@/lib/client/celebration";
import { awardFeedback, CAP_REACHED_MESSAGE } from "@/lib/client/award-feedback";
import { apiWrite } from "@/lib/client/api";
import { refreshAfterAward } from "@/lib/client/award";
import { readLocal, writeLocal } from "@/lib/client/local-store";
import { pathOf, queryKeys } from "@/lib/query/query-keys";
import { notify } from "@/lib/client/toast";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { pointsLabel } from "@/lib/constants";
import { localDate } from "@/lib/domain/day";
import { widgetAwardLabel, type WidgetAwardKind } from "@/lib/domain/widget-awards";
import { WIDGET_ACHIEVEMENT_LIMITS, type WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import type { WidgetAchievementBody, WidgetAchievementResult } from "@/lib/schemas/widgets";

/** Keeps `at` inside the server's window of WIDGET_ACHIEVEMENT_LIMITS.pastMs, with an hour to spare. */
const OLDEST_AT_MS = WIDGET_ACHIEVEMENT_LIMITS.pastMs - 60 * 60 * 1000;

export const DEFAULT_AWARD_TITLE = "Achievement Unlocked!";

/** The local key of the day the cap message was last said (a string date), per member. */
const CAP_NOTICE_KEY = "widget-cap-notice";
const dateValue = { safeParse: (data: unknown) => (typeof data === "string" ? { success: true as const, data } : { success: false as const }) };

export function widgetAchievementBody(input: WidgetAwardRequest, now: Date = new Date()): WidgetAchievementBody {
  const at = input.at !== undefined && input.at <= now.getTime() && now.getTime() - input.at < OLDEST_AT_MS ? new Date(input.at) : now;
  return { type: "widget", kind: input.kind, points: input.points, dateCreated: at.toISOString() };
}

/** Records the award and shows what the server gave; answers the award's id when it was recorded (else null). */
/** The celebration's breakdown (lib/domain/points-breakdown), loaded with the first celebration; none for the award alone. */
async function celebrationDetail(queryClient: QueryClient, kind: WidgetAwardKind, own: number, awarded: number): Promise<string | undefined> {
  if (awarded <= own) return undefined;
  const { badgeCount, partsBreakdown } = await import("@/lib/domain/points-breakdown");
  const names = await import("@/lib/client/badge-names").then((m) => m.unlockedBadgeNames(queryClient, badgeCount(own, awarded))).catch(() => []);
  return partsBreakdown([{ points: own, label: widgetAwardLabel(kind) }], awarded, names) ?? undefined;
}

export function useWidgetAward(): (input: WidgetAwardRequest) => Promise<number | null> {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const memberId = user?.id;
  const timeZone = user?.timeZone ?? "UTC";
  return useCallback(
    async (input: WidgetAwardRequest) => {
      let answer: WidgetAchievementResult | null;
      try {
        answer = await apiWrite<WidgetAchievementResult>("POST", pathOf(queryKeys.widgetAchievements), widgetAchievementBody(input));
      } catch (error) {
        console.error("Failed to record widget achievement", error);
        return null;
      }
      const feedback = awardFeedback(input.source, answer);
      const title = input.title ?? DEFAULT_AWARD_TITLE;
      const message = input.message ?? input.description;
      // The celebration follows the server's answer: it never opens over a warning the member must
      // answer (the inactivity warning, an alert dialog), which it would cover; the toast says it then.
      const warningOpen = typeof document !== "undefined" && document.querySelector('[role="alertdialog"]') !== null;
      if (feedback.show === "celebration" && !warningOpen) {
        // Everything it earned, as goals and mindset say it: '+5 milestone reached, +60 badges: Bronze Medal, ...'.
        const detail = await celebrationDetail(queryClient, input.kind, answer?.achievement?.points ?? 0, feedback.points);
        celebrate({ title, message, type: "general", points: feedback.points, detail });
      }
      else if (feedback.show !== "none") notify("achievement", `${pointsLabel(feedback.points)} · ${title}`, message);
      if (feedback.capReached && memberId !== undefined) {
        const today = localDate(new Date(), timeZone);
        if (readLocal(memberId, CAP_NOTICE_KEY, dateValue, "") !== today) {
          writeLocal(memberId, CAP_NOTICE_KEY, today);
          notify("reminder", CAP_REACHED_MESSAGE);
        }
      }
      await Promise.all([refreshAfterAward(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.widgetAchievements })]);
      return answer?.recorded && answer.achievement ? answer.achievement.id : null;
    },
    [queryClient, memberId, timeZone],
  );
}
