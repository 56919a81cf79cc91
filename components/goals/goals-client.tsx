"use client";
// /goals (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal): the main goal and the three SMART slots, with the same editors as the
// dashboard, above the completed goals, newest first.
import { CompletedGoalsList } from "@/components/goals/completed-goals-list";
import { MemberDayProvider, type MemberDay } from "@/components/shared/member-day";
import { SmartGoalsSection } from "@/components/goals/smart-goals-section";

export function GoalsClient({ day }: { day: MemberDay }) {
  return (
    <MemberDayProvider value={day}>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Goals</h1>
          <p className="text-sm text-muted-foreground">Aim high, one SMART goal at a time.</p>
        </div>
        <SmartGoalsSection />
        <CompletedGoalsList />
      </div>
    </MemberDayProvider>
  );
}
