"use client";
// What follows a confirmed goal completion: the celebration (kind smart, its points), and 3 s
// later the DELETE that moves the goal out of its slot, the "slot is free" message and a fresh user.
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useCelebration } from "@/components/celebration/celebration-store";
import { slotFreed } from "@/components/goals/goal-toasts";
import { cancelSlotRelease, scheduleSlotRelease } from "@/components/goals/slot-release";
import { POINTS } from "@/lib/constants";
import { queryKeys } from "@/lib/client/query-keys";
import { useDeleteGoal, type Goal, type GoalWrite } from "@/lib/client/use-goals";

export function useCompleteGoal() {
  const { celebrate } = useCelebration();
  const { mutateAsync: deleteGoal } = useDeleteGoal();
  const queryClient = useQueryClient();

  const onCompleted = useCallback(
    (goal: GoalWrite) => {
      const isMain = goal.type === "main";
      // The goal's own points; badges it unlocked (also in pointsAwarded) are announced on their own.
      // Nothing awarded means this goal earned its points before (completed, reopened, completed).
      const points = goal.pointsAwarded === 0 ? 0 : isMain ? POINTS.mainGoal : POINTS.smartGoal;
      celebrate({
        title: isMain ? "Main Goal Achieved!" : "SMART Goal Completed!",
        message: `You completed "${goal.title}". Keep reaching higher!`,
        type: "smart",
        points,
      });
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
