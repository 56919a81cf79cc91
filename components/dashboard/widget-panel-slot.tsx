"use client";
// Dashboard section 7 (docs/product/journal-and-reset.md#the-dashboard): the time-management widget panel of docs/product/widgets.md#the-toolkit-panel.
// Below the first screen and reading only this browser's local store: a section-shaped placeholder
// until the panel's code (its widgets, registry and dialogs) loads, when the placeholder comes
// within a screen of the viewport or once the page has loaded and the browser is idle (issue 29,
// docs/decisions.md "Below the first screen loads later").
import { lazy } from "react";
import { SectionSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { Later } from "@/components/dashboard/later";

const WidgetPanel = lazy(() => import("@/components/widgets/panel/widget-panel").then((m) => ({ default: m.WidgetPanel })));

export function WidgetPanelSlot() {
  return (
    <Later observe fallback={<SectionSkeleton rows={1} tall />}>
      <WidgetPanel />
    </Later>
  );
}
