"use client";
// The toaster (Radix Toast) loads once the page is idle (or with an earlier first toast) instead of
// with every page's first-load script: no screen shows a toast on its first paint, and the signed-out screens stay within their
// script budget (docs/decisions.md "Script budgets"). Toasts raised before it has loaded wait in the store and show once it mounts.
// React.lazy rather than next/dynamic: it is rendered only in the browser (after hydration), and
// next/dynamic's loader would itself weigh on every page's first load.
import { lazy, Suspense, useEffect, useState } from "react";
import { hasToasts, subscribeToasts } from "@/lib/client/toast";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hasToasts()) return setWanted(true);
    const want = () => setWanted(true);
    // Loaded when the browser is idle after the page is interactive (never competing with the
    // page's own hydration), or at once for a toast raised before that: a toast rarely waits.
    const idle = window.requestIdleCallback?.(want, { timeout: 3_000 });
    const timer = idle === undefined ? window.setTimeout(want, 1_500) : undefined;
    const unsubscribe = subscribeToasts(want);
    return () => {
      unsubscribe();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
