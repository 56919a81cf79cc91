"use client";
// Dashboard section 1 and the top of /goals: the main goal and the three SMART slots.
import { TargetIcon, TrophyIcon } from "@/components/ui/icons";
import { GoalRow } from "@/components/goals/goal-row";
import { SectionCard } from "@/components/shared/section-card";
import { POINTS, SLOTS, pointsLabel } from "@/lib/constants";
import { useGoalsBySlot } from "@/lib/client/use-goals";

/** `guide`: the SMART guide above the slots (the dashboard passes it; /goals shows none). */
export function SmartGoalsSection({ guide, id }: { guide?: React.ReactNode; id?: string }) {
  const { bySlot } = useGoalsBySlot();
  return (
    <SectionCard
      id={id}
      icon={TargetIcon}
      title="Top 3 SMART Goals"
      description="Three goals that matter most right now. Complete one to earn points and free its slot."
      badge={`${pointsLabel(POINTS.smartGoal)} each`}
    >
      {guide}
      <div className="space-y-3">
        {SLOTS.smart.map((slot) => (
          <GoalRow key={slot} slot={slot} goal={bySlot[slot]} />
        ))}
      </div>
      <div className="space-y-2 pt-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <TrophyIcon className="size-4 text-gold-700 dark:text-gold-500" aria-hidden />
          Main Goal
          <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-cardinal-800 dark:bg-gold-500/15 dark:text-gold-300">
            {pointsLabel(POINTS.mainGoal)}
          </span>
        </h3>
        <GoalRow slot="main" goal={bySlot.main} />
      </div>
    </SectionCard>
  );
}
