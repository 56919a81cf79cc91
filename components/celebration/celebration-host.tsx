"use client";
// Mounted once in the signed-in shell: shows whatever `celebrate()` asked for. The popup's code
// (dialog, icons, burst, sound) is not in the first-load script: it loads once the page is idle,
// so the first celebration shows at once, and mounts with the first celebration (docs/decisions.md "Loaded when used, not with the page").
import { lazy, Suspense, useEffect, useState } from "react";
import { closeCelebration, useCelebrationSnapshot } from "@/lib/client/celebration";
import { whenIdle } from "@/lib/client/when-idle";

const load = () => import("@/components/celebration/celebration-popup");
const CelebrationPopup = lazy(() => load().then((m) => ({ default: m.CelebrationPopup })));

export function CelebrationHost() {
  const { state, showId } = useCelebrationSnapshot();
  const [shown, setShown] = useState(state.isOpen);
  if (state.isOpen && !shown) setShown(true);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationPopup state={state} showId={showId} onClose={closeCelebration} />
    </Suspense>
  );
}
