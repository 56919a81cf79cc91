"use client";
// What follows a confirmed goal completion: the celebration (kind smart, everything it earned:
// the goal's points and the badges it unlocked, named from their notifications, which are then
// not toasted again), and 3 s later the DELETE that moves the goal out of its slot, the "slot is
// free" message and a fresh user.
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useCelebration } from "@/lib/client/celebration";
import { slotFreed } from "@/components/shared/goal-toasts";
import { cancelSlotRelease, scheduleSlotRelease } from "@/components/goals/slot-release";
import { DAILY_AWARD_LIMITS, POINTS } from "@/lib/constants";
import { queryKeys } from "@/lib/query/query-keys";
import { useDeleteGoal, type Goal, type GoalWrite } from "@/lib/client/use-goals";
import { isOfflineFallback } from "@/lib/client/fallbacks";

/**
 * Why a completion gave nothing (docs/product/points-and-badges.md#fair-points): the goal was paid
 * before, or the day's completions that earn are used.
 */
export function noPointsDetail(isMain: boolean): string {
  const limit = isMain ? `${DAILY_AWARD_LIMITS.mainGoal} main goal completion a day earns` : `${DAILY_AWARD_LIMITS.smartGoal} SMART goal completions a day earn`;
  return `No points this time: a goal earns its points once, and ${limit} points. Your goal is saved.`;
}

export function useCompleteGoal() {
  const { celebrate } = useCelebration();
  const { mutateAsync: deleteGoal } = useDeleteGoal();
  const queryClient = useQueryClient();

  const onCompleted = useCallback(
    (goal: GoalWrite) => {
      const isMain = goal.type === "main";
      // The goal's own points plus the badges it unlocked (pointsAwarded holds both).
      // Nothing awarded means this goal earned its points before (completed, reopened, completed).
      const own = goal.pointsAwarded === 0 ? 0 : isMain ? POINTS.mainGoal : POINTS.smartGoal;
      // The breakdown's rules and the badges' names load with the first celebration: out of the
      // first-load script of every screen with goals. A completion kept offline has no award yet:
      // the outbox's toast says it after the sync (docs/decisions.md "Offline", "The outbox").
      if (!isOfflineFallback(goal)) void (async () => {
        const { badgeCount, pointsBreakdown } = await import("@/lib/domain/points-breakdown");
        const badges = own > 0 ? badgeCount(own, goal.pointsAwarded) : 0;
        const names = badges === 0 ? [] : await import("@/lib/client/badge-names").then((m) => m.unlockedBadgeNames(queryClient, badges)).catch(() => []);
        celebrate({
          title: isMain ? "Main Goal Achieved!" : "SMART Goal Completed!",
          message: `You completed "${goal.title}". Keep reaching higher!`,
          type: "smart",
          points: Math.max(own, goal.pointsAwarded),
          detail: own === 0 ? noPointsDetail(isMain) : (pointsBreakdown({ points: own, label: "goal" }, goal.pointsAwarded, names) ?? undefined),
        });
      })();
      scheduleSlotRelease(goal.id, async () => {
        try {
          await deleteGoal(goal.id);
          slotFreed(isMain ? "main" : "smart");
        } catch (error) {
          console.error("Failed to delete completed goal", error);
        } finally {
          void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        }
      });
    },
    [deleteGoal, celebrate, queryClient],
  );

  const onUncompleted = useCallback((goal: Goal) => cancelSlotRelease(goal.id), []);

  return { onCompleted, onUncompleted };
}
