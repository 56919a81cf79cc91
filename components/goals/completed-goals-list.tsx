"use client";
// /goals: completed SMART and main goals that left their slot, newest first (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal).
import { CheckCircle2Icon, TrophyIcon } from "lucide-react";
import { SectionCard } from "@/components/shared/section-card";
import { useMemberDay } from "@/components/shared/member-day";
import { POINTS, pointsLabel } from "@/lib/constants";
import { normaliseTimeZone } from "@/lib/domain/day";
import { longDateIn } from "@/lib/domain/date-words";
import { useCompletedGoals, type Goal } from "@/lib/client/use-goals";

function completedOn(goal: Goal, timeZone: string): string | null {
  const when = goal.completedAt ?? null;
  return when ? longDateIn(new Date(when), normaliseTimeZone(timeZone)) : null;
}

export function CompletedGoalsList() {
  const { timeZone } = useMemberDay();
  const { data: goals = [] } = useCompletedGoals();
  return (
    <SectionCard
      icon={TrophyIcon}
      title="Completed Goals"
      description={goals.length ? `${goals.length} goal${goals.length === 1 ? "" : "s"} reached. Be proud!` : undefined}
    >
      {goals.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
          <TrophyIcon className="size-8 text-gold-500" aria-hidden />
          No completed goals yet. Complete a SMART goal and it will be kept here while its slot is freed.
        </div>
      ) : (
        <ol className="space-y-2" aria-label="Completed goals">
          {goals.map((goal) => {
            const isMain = goal.type === "main";
            const date = completedOn(goal, timeZone);
            return (
              <li
                key={goal.id}
                className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50/70 p-3 dark:border-emerald-800 dark:bg-emerald-950/30"
              >
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{goal.title}</p>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    {isMain ? "Main goal" : "SMART goal"}
                    {date && <> · Completed {date}</>}
                  </p>
                </div>
                <span className="shrink-0 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-cardinal-800 dark:bg-gold-500/15 dark:text-gold-300">
                  {pointsLabel(isMain ? POINTS.mainGoal : POINTS.smartGoal)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
