"use client";
// A completed SMART or main goal leaves its slot 3 s after the celebration (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal:
// kept as a completed goal). The timers live outside React so leaving the page
// does not keep the goal in its slot; unchecking within the 3 s cancels the release.
import { TIMINGS } from "@/lib/constants";

const pending = new Map<number, ReturnType<typeof setTimeout>>();

export function scheduleSlotRelease(goalId: number, release: () => Promise<void> | void): void {
  cancelSlotRelease(goalId);
  pending.set(
    goalId,
    setTimeout(() => {
      pending.delete(goalId);
      void release();
    }, TIMINGS.completedGoalRemoveMs),
  );
}

export function cancelSlotRelease(goalId: number): void {
  clearTimeout(pending.get(goalId));
  pending.delete(goalId);
}
