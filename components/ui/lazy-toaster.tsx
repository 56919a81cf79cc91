"use client";
// The toaster (Radix Toast) loads with the first toast instead of with every page: no screen
// shows a toast on its first paint, and the signed-out screens stay within their script budget
// (issue 16). Toasts raised before it has loaded wait in the store and show once it mounts.
// React.lazy rather than next/dynamic: it is rendered only in the browser (after a toast), and
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
    return subscribeToasts(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
