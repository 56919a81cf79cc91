"use client";
// A screen's loading state on a client navigation (docs/product/shell-and-sign-in.md#the-shell: the dashboard's skeleton "while
// data loads", the other screens' centred spinner while they load on demand). The shell shows it
// while the router fetches the next screen, instead of a loading.tsx Suspense boundary: that
// boundary also wrapped the first HTML, where React streamed a 130 kB screen as a fallback plus a
// boundary it revealed up to 300 ms after the first paint (its reveal throttle), half of the time,
// so the largest paint (the goals) came late (docs/decisions.md "No Suspense boundary around a member screen's first HTML").
import { useContext } from "react";
import { NavigationContext } from "@/components/shared/navigation-context";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { RouteSpinner } from "@/components/ui/spinner";

/** The loading state of the screen at `path`. */
export function ScreenLoading({ path }: { path: string }) {
  return path === "/dashboard" ? <DashboardSkeleton /> : <RouteSpinner />;
}

/** The current screen, or the next one's loading state while a navigation to it is pending. */
export function ScreenOrLoading({ children }: { children: React.ReactNode }) {
  const pendingPath = useContext(NavigationContext)?.pendingPath;
  return pendingPath ? <ScreenLoading path={pendingPath} /> : children;
}
