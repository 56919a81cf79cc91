"use client";
// "Later" for what is below the first screen or not needed to use it (issue 29, docs/decisions.md
// "Below the first screen loads later"): once the page has loaded and the browser is idle, or
// earlier at the member's first scroll, wheel, touch, click or key (a part below may come into view,
// a menu may open). One promise for the whole page, so everything deferred starts at the same point,
// marked "reach:after-load" in the page's performance timeline (npm run perf counts the script
// requested before it: "script before idle").
import { whenIdle } from "@/lib/client/when-idle";

const INTENT_EVENTS = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;
/** The longest wait for an idle moment after the load event. */
export const AFTER_LOAD_TIMEOUT_MS = 2_000;

/** The user-timing mark set when the wait ends. */
export const AFTER_LOAD_MARK = "reach:after-load";

let later: Promise<void> | undefined;

/** Resolves after the load event once the browser is idle, or at the member's first sign of use; at once on the server. */
export function afterLoad(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  later ??= loadThenIdle();
  return later;
}

/** The rule of `afterLoad`, a new wait each call. */
export function loadThenIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    let cancelIdle = () => {};
    const done = () => {
      INTENT_EVENTS.forEach((type) => window.removeEventListener(type, done, true));
      window.removeEventListener("load", onLoad);
      cancelIdle();
      performance.mark?.(AFTER_LOAD_MARK);
      resolve();
    };
    const onLoad = () => {
      cancelIdle = whenIdle(done, AFTER_LOAD_TIMEOUT_MS);
    };
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, done, { capture: true, passive: true }));
    if (document.readyState === "complete") onLoad();
    else window.addEventListener("load", onLoad, { once: true });
  });
}
