"use client";
// Dashboard section 7 (docs/product/journal-and-reset.md#the-dashboard): the time-management widget panel of docs/product/widgets.md#the-toolkit-panel.
// Below the first screen and reading only this browser's local store: a section-shaped placeholder
// until the panel's code (its widgets, registry and dialogs) loads, when the placeholder comes
// within a screen of the viewport or at the member's first scroll, touch, click or key; while one
// of the member's timers runs, also once the page has loaded and the browser is idle (docs/decisions.md "Below the first screen loads later",
// docs/decisions.md "Parts below the first screen hydrate when near").
import { lazy } from "react";
import { SectionSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { Later } from "@/components/shared/later";
import { useSession } from "@/lib/client/use-session";

const WidgetPanel = lazy(() => import("@/components/widgets/panel/widget-panel").then((m) => ({ default: m.WidgetPanel })));

export function WidgetPanelSlot() {
  const memberId = useSession().data?.userId;
  // Asked once the page is idle, its code loaded then. No member known: loads at idle.
  const timerRuns = async () =>
    memberId == null || import("@/components/widgets/shared/timer/running-timer").then((timer) => timer.hasRunningTimer(memberId));
  return (
    <Later observe idleIf={timerRuns} fallback={<SectionSkeleton rows={1} tall />}>
      <WidgetPanel />
    </Later>
  );
}
