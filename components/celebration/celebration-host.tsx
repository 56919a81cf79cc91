"use client";
// Mounted once in the signed-in shell: shows whatever `celebrate()` asked for. The popup's code
// (dialog, icons, burst, sound) loads with the first celebration, then stays mounted (issue 16).
import { lazy, Suspense, useState } from "react";
import { closeCelebration, useCelebrationSnapshot } from "@/components/celebration/celebration-store";

const CelebrationPopup = lazy(() => import("@/components/celebration/celebration-popup").then((m) => ({ default: m.CelebrationPopup })));

export function CelebrationHost() {
  const { state, showId, burst } = useCelebrationSnapshot();
  const [shown, setShown] = useState(state.isOpen);
  if (state.isOpen && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationPopup state={state} showId={showId} burst={burst} onClose={closeCelebration} />
    </Suspense>
  );
}
