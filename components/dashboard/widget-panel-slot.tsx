"use client";
// Dashboard section 7 (01-core s2): the time-management widget panel of 02-widgets-admin-profile.
// Loaded after the page is interactive, with a section-shaped placeholder meanwhile: the panel
// sits below the fold, reads only this browser's local store, and its widgets, registry and
// dialogs stay out of the dashboard's first-load script (issue 16).
import dynamic from "next/dynamic";
import { SectionSkeleton } from "@/components/dashboard/dashboard-skeleton";

export const WidgetPanelSlot = dynamic(() => import("@/components/widgets/panel/widget-panel").then((m) => m.WidgetPanel), {
  ssr: false,
  loading: () => <SectionSkeleton rows={1} tall />,
});
