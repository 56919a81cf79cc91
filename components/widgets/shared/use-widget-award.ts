"use client";
// How a widget gives points (02 s4, s7, s8): the celebration popup shows, then the achievement is
// sent to POST /api/widget-achievements (the server decides what it is worth under the daily cap)
// and the cached widget achievements, widget points and current user are refreshed. A failure to
// record is only logged. Which points a widget gives lives in its own pure rules.ts.
//   const award = useWidgetAward();
//   award({ source: "technique", points: 10, description: "Pomodoro session completed" });
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { celebrate } from "@/components/celebration/celebration-store";
import { apiWrite } from "@/lib/client/api";
import { pathOf, queryKeys } from "@/lib/client/query-keys";
import { WIDGET_ACHIEVEMENT_LIMITS, type WidgetSource } from "@/lib/schemas/widget-limits";
import type { WidgetAchievementBody } from "@/lib/schemas/widgets";

export type WidgetAwardInput = {
  source: WidgetSource;
  points: number;
  /** What was achieved; with the time sent, what makes a retry count once on the server. */
  description: string;
  /** The popup's title and message (default: 'Achievement Unlocked!' and the description). */
  title?: string;
  message?: string;
  /**
   * When it happened (epoch ms), sent as dateCreated; default: now. A timer sends its phase's end,
   * so two tabs finishing the same phase (or a retry) count once. Older than the server accepts: now.
   */
  at?: number;
};

/** Keeps `at` inside the server's window of WIDGET_ACHIEVEMENT_LIMITS.pastMs, with an hour to spare. */
const OLDEST_AT_MS = WIDGET_ACHIEVEMENT_LIMITS.pastMs - 60 * 60 * 1000;

export const DEFAULT_AWARD_TITLE = "Achievement Unlocked!";

export function widgetAchievementBody(input: WidgetAwardInput, now: Date = new Date()): WidgetAchievementBody {
  const at = input.at !== undefined && input.at <= now.getTime() && now.getTime() - input.at < OLDEST_AT_MS ? new Date(input.at) : now;
  return { type: "widget", source: input.source, points: input.points, description: input.description, dateCreated: at.toISOString() };
}

export function useWidgetAward(): (input: WidgetAwardInput) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: WidgetAwardInput) => {
      celebrate({ title: input.title ?? DEFAULT_AWARD_TITLE, message: input.message ?? input.description, type: "general", points: input.points });
      try {
        await apiWrite("POST", pathOf(queryKeys.widgetAchievements), widgetAchievementBody(input));
      } catch (error) {
        console.error("Failed to record widget achievement", error);
        return;
      }
      await Promise.all(
        [queryKeys.widgetAchievements, queryKeys.widgetPoints, queryKeys.user].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    [queryClient],
  );
}
