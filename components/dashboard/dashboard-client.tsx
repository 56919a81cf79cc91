"use client";
// The home dashboard (docs/product/journal-and-reset.md#the-dashboard): sections 1-7 in order, reading the React Query cache the
// server page hydrated, so nothing is fetched again on load. Every section is a HydratedPart
// (components/shared/hydrated-parts: its own <Activity> boundary, hydrated in short tasks). The
// parts' parent never re-renders (no hooks in DashboardClient and DashboardSections).
import { lazy } from "react";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { Later, lazyAfterLoad } from "@/components/shared/later";
import { WelcomeBanner } from "@/components/dashboard/welcome-banner";
import { WidgetPanelSlot } from "@/components/dashboard/widget-panel-slot";
import { HydratedPart, PartsFrame } from "@/components/shared/hydrated-parts";
import { MemberDayProvider, type MemberDay } from "@/components/shared/member-day";
import { SmartGoalsSection } from "@/components/goals/smart-goals-section";
import { SmartGuide } from "@/components/goals/smart-guide";
import { useGoals } from "@/lib/client/use-goals";
import { useCurrentUser } from "@/lib/client/use-current-user";
import type { CoachTipDto } from "@/lib/schemas/journal";

// Below the first screen of a phone (375x667: the welcome banner, the coach's tip and the goals
// fill it), docs/decisions.md "Below the first screen loads later": each section's code loads once the page has loaded and is idle, or at the
// member's first scroll, touch, click or key (components/shared/later); the progress summary and
// panels (`NEAR` below) wait until they come within a screen of the viewport, or that first use
// (components/shared/hydrated-parts). The server still renders them all from the prefetched reads
// (the first HTML holds the member's data); in the browser each part keeps that HTML until it
// hydrates. React.lazy rather than next/dynamic, whose loader would weigh on the first load (docs/decisions.md "Loaded when used, not with the page").
// The coach's tip, in the first screen, hydrates the same way: until then it shows the page's first
// tip, which is all it has before it reads the others.
const CoachTipBanner = lazyAfterLoad(() => import("@/components/coach-tips/coach-tip-banner").then((m) => m.CoachTipBanner));
const TasksSection = lazyAfterLoad(() => import("@/components/dashboard/tasks-section").then((m) => m.TasksSection));
const BehaviorSection = lazyAfterLoad(() => import("@/components/journal/behavior-section").then((m) => m.BehaviorSection));
const LearningList = lazyAfterLoad(() => import("@/components/journal/learning-list").then((m) => m.LearningList));
const MindsetSection = lazyAfterLoad(() => import("@/components/journal/mindset-section").then((m) => m.MindsetSection));
const NotesSection = lazyAfterLoad(() => import("@/components/journal/notes-section").then((m) => m.NotesSection));
const ProgressSummary = lazyAfterLoad(() => import("@/components/dashboard/progress-summary").then((m) => m.ProgressSummary));
const ProgressPanels = lazyAfterLoad(() => import("@/components/progress/progress-panels").then((m) => m.ProgressPanels));
// Browser-only, after load: the daily summary popup, the travel prompt and the freeze notice.
const DayNotices = lazy(() => import("@/components/dashboard/day-notices").then((m) => ({ default: m.DayNotices })));

type Props = {
  day: MemberDay;
  username: string;
  /** The coach tip the banner starts with; the others are read once the page is idle. */
  firstTip: CoachTipDto | null;
};
type Section = [key: string, render: (props: Omit<Props, "day">) => React.ReactNode];

const TOP: Section[] = [
  ["home", ({ username }) => <WelcomeBanner username={username} />],
  ["tips", ({ firstTip }) => <CoachTipBanner first={firstTip} />],
  ["goals", () => <SmartGoalsSection id="goals" guide={<SmartGuide />} />],
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
/** The read-only parts far below, hydrated when near. The sections that take the member's writing
 * hydrate once the page is idle: until then they hear no other tab's edit, and a section showing a
 * stale field would send it back with the member's next edit. The widget panel's slot loads by its
 * own rule (components/dashboard/widget-panel-slot). */
const NEAR = new Set(["stats", "progress"]);

function DashboardSections(props: Omit<Props, "day">) {
  const part = ([key, render]: Section) => (
    <HydratedPart key={key} name={key} near={NEAR.has(key)}>
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
      <Later>
        <DayNotices user={user ?? undefined} />
      </Later>
      {goals === undefined ? (
        <DashboardSkeleton />
      ) : (
        <PartsFrame parts={PARTS} className="parts-near-view space-y-6">
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
