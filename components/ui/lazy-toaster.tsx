"use client";
// The toaster (Radix Toast) loads after the first paint instead of with every page's first-load
// script: no screen shows a toast on its first paint, and the signed-out screens stay within their
// script budget (issue 16). Toasts raised before it has loaded wait in the store and show once it mounts.
// React.lazy rather than next/dynamic: it is rendered only in the browser (after hydration), and
// next/dynamic's loader would itself weigh on every page's first load.
import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  // Loaded right after the page is interactive (so not in its first-load script), and ready before
  // the first toast: a toast never waits for the chunk.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setWanted(true), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
