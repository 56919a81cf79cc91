"use client";
// Dashboard section 7 (docs/product/journal-and-reset.md#the-dashboard): the time-management widget panel of docs/product/widgets.md#the-toolkit-panel.
// Loaded after the page is interactive, with a section-shaped placeholder meanwhile: the panel
// sits below the fold, reads only this browser's local store, and its widgets, registry and
// dialogs stay out of the dashboard's first-load script (issue 16).
import { lazy } from "react";
import { SectionSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { ClientOnly } from "@/components/ui/client-only";

const WidgetPanel = lazy(() => import("@/components/widgets/panel/widget-panel").then((m) => ({ default: m.WidgetPanel })));

export function WidgetPanelSlot() {
  return (
    <ClientOnly fallback={<SectionSkeleton rows={1} tall />}>
      <WidgetPanel />
    </ClientOnly>
  );
}
