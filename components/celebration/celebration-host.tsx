"use client";
// Mounted once in the signed-in shell: shows whatever `celebrate()` asked for.
import { CelebrationPopup } from "@/components/celebration/celebration-popup";
import { closeCelebration, useCelebrationSnapshot } from "@/components/celebration/celebration-store";

export function CelebrationHost() {
  const { state, showId, burst } = useCelebrationSnapshot();
  return <CelebrationPopup state={state} showId={showId} burst={burst} onClose={closeCelebration} />;
}
