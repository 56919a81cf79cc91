"use client";
// The home dashboard (01-core s2): sections 1-6 in order, reading the React Query cache the
// server page hydrated, so nothing is fetched again on load.
import dynamic from "next/dynamic";
import { CoachTipBanner } from "@/components/coach-tips/coach-tip-banner";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { ProgressSummary } from "@/components/dashboard/progress-summary";
import { TasksSection } from "@/components/dashboard/tasks-section";
import { WelcomeBanner } from "@/components/dashboard/welcome-banner";
import { WidgetPanelSlot } from "@/components/dashboard/widget-panel-slot";
import { MemberDayProvider, type MemberDay } from "@/components/shared/member-day";
import { SmartGoalsSection } from "@/components/goals/smart-goals-section";
import { BehaviorSection } from "@/components/journal/behavior-section";
import { LearningList } from "@/components/journal/learning-list";
import { MindsetSection } from "@/components/journal/mindset-section";
import { NotesSection } from "@/components/journal/notes-section";
import { useGoals } from "@/lib/client/use-goals";
import { useHydrated } from "@/lib/client/use-hydrated";
import { useCurrentUser } from "@/lib/client/use-current-user";

// Below the fold (issue 12): progress, insights and badges in their own chunk (server-rendered
// from the prefetched reads); the daily summary popup only in the browser.
const ProgressPanels = dynamic(() => import("@/components/progress/progress-panels").then((m) => m.ProgressPanels));
const DailySummaryHost = dynamic(() => import("@/components/daily-summary/daily-summary-host").then((m) => m.DailySummaryHost), { ssr: false });

export function DashboardClient({ day, username }: { day: MemberDay; username: string }) {
  const { data: goals } = useGoals();
  const hydrated = useHydrated();
  const { data: user } = useCurrentUser();
  return (
    <MemberDayProvider value={day}>
      <h1 className="sr-only">Dashboard</h1>
      <DailySummaryHost user={user ?? undefined} />
      {goals === undefined ? (
        <DashboardSkeleton />
      ) : (
        // data-hydrated: the fields are live (typing into server HTML before React hydrates it is lost).
        <div className="space-y-6" data-hydrated={hydrated ? "true" : undefined}>
          <WelcomeBanner username={username} />
          <CoachTipBanner />
          <SmartGoalsSection id="goals" />
          <TasksSection />
          <BehaviorSection />
          <div className="grid items-start gap-6 md:grid-cols-2">
            <LearningList type="learned" />
            <LearningList type="accomplished" />
          </div>
          <MindsetSection id="mindset" />
          <NotesSection />
          <ProgressSummary id="stats" />
          <ProgressPanels />
          {/* Section 7: the time-management widget panel (02-widgets-admin-profile) plugs in here. */}
          <WidgetPanelSlot />
        </div>
      )}
    </MemberDayProvider>
  );
}
