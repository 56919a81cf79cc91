"use client";
// The home dashboard (docs/product/journal-and-reset.md#the-dashboard): sections 1-7 in order, reading the React Query cache the
// server page hydrated, so nothing is fetched again on load. Every section is a HydratedPart
// (components/shared/hydrated-parts: its own <Activity> boundary, hydrated in short tasks). The
// parts' parent never re-renders (no hooks in DashboardClient and DashboardSections).
import { lazy } from "react";
import { CoachTipBanner } from "@/components/coach-tips/coach-tip-banner";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { ProgressSummary } from "@/components/dashboard/progress-summary";
import { TasksSection } from "@/components/dashboard/tasks-section";
import { WelcomeBanner } from "@/components/dashboard/welcome-banner";
import { WidgetPanelSlot } from "@/components/dashboard/widget-panel-slot";
import { ClientOnly } from "@/components/ui/client-only";
import { HydratedPart, PartsFrame } from "@/components/shared/hydrated-parts";
import { MemberDayProvider, type MemberDay } from "@/components/shared/member-day";
import { SmartGoalsSection } from "@/components/goals/smart-goals-section";
import { SmartGuide } from "@/components/goals/smart-guide";
import { BehaviorSection } from "@/components/journal/behavior-section";
import { LearningList } from "@/components/journal/learning-list";
import { MindsetSection } from "@/components/journal/mindset-section";
import { NotesSection } from "@/components/journal/notes-section";
import { useGoals } from "@/lib/client/use-goals";
import { useCurrentUser } from "@/lib/client/use-current-user";

// Below the fold (issue 12): progress, insights and badges in their own chunk (server-rendered
// from the prefetched reads; the browser starts loading it with this module, and its section
// hydrates once it is there); the daily summary popup only in the browser. React.lazy rather
// than next/dynamic, whose loader would weigh on the first load (issue 16).
const loadProgress = () => import("@/components/progress/progress-panels");
if (typeof window !== "undefined") void loadProgress().catch(() => undefined);
const ProgressPanels = lazy(() => loadProgress().then((m) => ({ default: m.ProgressPanels })));
const DailySummaryHost = lazy(() => import("@/components/daily-summary/daily-summary-host").then((m) => ({ default: m.DailySummaryHost })));
// The travel prompt and the freeze notice: a toast after load, never first-screen content.
const FairStreakNotices = lazy(() => import("@/components/dashboard/fair-streak-notices").then((m) => ({ default: m.FairStreakNotices })));

type Props = { day: MemberDay; username: string; /** The SMART guide's text, rendered by the server. */ guide: React.ReactNode };
type Section = [key: string, render: (props: Omit<Props, "day">) => React.ReactNode];

const TOP: Section[] = [
  ["home", ({ username }) => <WelcomeBanner username={username} />],
  ["tips", () => <CoachTipBanner />],
  ["goals", ({ guide }) => <SmartGoalsSection id="goals" guide={<SmartGuide>{guide}</SmartGuide>} />],
  ["tasks", () => <TasksSection />],
  ["behavior", () => <BehaviorSection />],
];
const LISTS: Section[] = [
  ["learned", () => <LearningList type="learned" />],
  ["accomplished", () => <LearningList type="accomplished" />],
];
const BOTTOM: Section[] = [
  ["mindset", () => <MindsetSection id="mindset" />],
  ["notes", () => <NotesSection />],
  ["stats", () => <ProgressSummary id="stats" />],
  ["progress", () => <ProgressPanels />],
  // Section 7: the time-management widget panel (docs/product/widgets.md#the-toolkit-panel) plugs in here.
  ["widgets", () => <WidgetPanelSlot />],
];
const PARTS = TOP.length + LISTS.length + BOTTOM.length;

function DashboardSections(props: Omit<Props, "day">) {
  const part = ([key, render]: Section) => (
    <HydratedPart key={key} name={key}>
      {render(props)}
    </HydratedPart>
  );
  return (
    <>
      {TOP.map(part)}
      <div className="grid items-start gap-6 md:grid-cols-2">{LISTS.map(part)}</div>
      {BOTTOM.map(part)}
    </>
  );
}

/** The frame: the daily summary popup, the skeleton while the goals are not in the cache, and
 * `data-hydrated` once every section is live. */
function DashboardFrame({ children }: { children: React.ReactNode }) {
  const { data: goals } = useGoals();
  const { data: user } = useCurrentUser();
  return (
    <>
      <h1 className="sr-only">Dashboard</h1>
      <ClientOnly>
        <DailySummaryHost user={user ?? undefined} />
        <FairStreakNotices user={user ?? undefined} />
      </ClientOnly>
      {goals === undefined ? (
        <DashboardSkeleton />
      ) : (
        <PartsFrame parts={PARTS} className="space-y-6">
          {children}
        </PartsFrame>
      )}
    </>
  );
}

export function DashboardClient({ day, ...sections }: Props) {
  return (
    <MemberDayProvider value={day}>
      <DashboardFrame>
        <DashboardSections {...sections} />
      </DashboardFrame>
    </MemberDayProvider>
  );
}
