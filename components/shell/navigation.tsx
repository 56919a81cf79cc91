"use client";
// A screen's loading state on a client navigation (docs/product/shell-and-sign-in.md#the-shell: the dashboard's skeleton "while
// data loads", the other screens' centred spinner while they load on demand). The shell shows it
// while the router fetches the next screen, instead of a loading.tsx Suspense boundary: that
// boundary also wrapped the first HTML, where React streamed a 130 kB screen as a fallback plus a
// boundary it revealed up to 300 ms after the first paint (its reveal throttle), half of the time,
// so the largest paint (the goals) came late (issue 16, docs/decisions.md).
import { createContext, useCallback, useContext, useMemo, useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { RouteSpinner } from "@/components/ui/spinner";

type Navigation = { navigate: (href: string) => void; pendingPath: string | null };

const NavigationContext = createContext<Navigation | null>(null);

/** The path part of an in-app href ("/dashboard#goals" -> "/dashboard"). */
export const pathOf = (href: string) => new URL(href, "http://app.invalid").pathname;

export function NavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const [target, setTarget] = useState<string | null>(null);
  const navigate = useCallback(
    (href: string) => {
      // Another screen shows its loading state until it arrives; the same screen (an anchor on it)
      // keeps what is on screen.
      setTarget(pathOf(href) === pathname ? null : pathOf(href));
      startTransition(() => router.push(href));
    },
    [router, pathname],
  );
  const value = useMemo(() => ({ navigate, pendingPath: isPending ? target : null }), [navigate, isPending, target]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** Navigates client-side (a transition: the shell shows the next screen's loading state). */
export function useNavigate(): (href: string) => void {
  const router = useRouter();
  const navigation = useContext(NavigationContext);
  return navigation?.navigate ?? router.push;
}

/** The loading state of the screen at `path`. */
export function ScreenLoading({ path }: { path: string }) {
  return path === "/dashboard" ? <DashboardSkeleton /> : <RouteSpinner />;
}

/** The current screen, or the next one's loading state while a navigation to it is pending. */
export function ScreenOrLoading({ children }: { children: React.ReactNode }) {
  const pendingPath = useContext(NavigationContext)?.pendingPath;
  return pendingPath ? <ScreenLoading path={pendingPath} /> : children;
}
