"use client";
// One confetti shot in the brand colours; nothing when the member prefers reduced motion.
// canvas-confetti loads with the first celebration, not with the page (docs/decisions.md "Loaded when used, not with the page").
import { prefersReducedMotion } from "@/components/celebration/reduced-motion";

const COLORS = ["#990000", "#FFCC00", "#ffe066", "#b30000", "#ffffff"];

export function fireConfetti(): void {
  if (typeof window === "undefined" || prefersReducedMotion()) return;
  import("canvas-confetti").then(({ default: confetti }) => shoot(confetti), () => {});
}

function shoot(confetti: typeof import("canvas-confetti")): void {
  try {
    void confetti({ particleCount: 110, spread: 75, startVelocity: 38, origin: { y: 0.55 }, colors: COLORS, zIndex: 1000 });
    void confetti({ particleCount: 40, angle: 60, spread: 55, origin: { x: 0, y: 0.7 }, colors: COLORS, zIndex: 1000 });
    void confetti({ particleCount: 40, angle: 120, spread: 55, origin: { x: 1, y: 0.7 }, colors: COLORS, zIndex: 1000 });
  } catch {
    /* no canvas (old browser, tests) */
  }
}
