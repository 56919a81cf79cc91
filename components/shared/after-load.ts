"use client";
// "Later" for what is below the first screen or not needed to use it (docs/decisions.md
// "Below the first screen loads later"): once the page has loaded and the browser is idle, or
// earlier at the member's first scroll, wheel, touch, click or key (a part below may come into view,
// a menu may open). One promise for the whole page, so everything deferred starts at the same point,
// marked "reach:after-load" in the page's performance timeline (npm run perf counts the script
// requested before it: "script before idle"). What sits far below the first screen waits longer:
// `afterLoadWhenNear` until its box comes within a screen of the viewport, or the member's first use
// (docs/decisions.md "Parts below the first screen hydrate when near").
import { whenIdle } from "@/lib/client/when-idle";

const INTENT_EVENTS = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;
/** The longest wait for an idle moment after the load event. */
export const AFTER_LOAD_TIMEOUT_MS = 2_000;
/** How far outside the viewport a box counts as near (about a phone screen). */
export const NEAR_MARGIN = "100% 0px";

/** The user-timing mark set when the wait ends. */
export const AFTER_LOAD_MARK = "reach:after-load";

let later: Promise<void> | undefined;
let used: Promise<void> | undefined;

/** Resolves after the load event once the browser is idle, or at the member's first sign of use; at once on the server. */
export function afterLoad(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  // performance.mark is missing in some test environments (jsdom): the mark is for traces only.
  later ??= loadThenIdle().then(() => void performance.mark?.(AFTER_LOAD_MARK));
  return later;
}

/**
 * `afterLoad`, then a task of the caller's own (a zero timeout): what each caller starts then (a
 * section's chunk, a screen's prefetch) runs in its own short task instead of all of them in one
 * long task at the same moment (docs/decisions.md "After load, one task each").
 */
export function afterLoadTask(): Promise<void> {
  return afterLoad().then(() => new Promise<void>((resolve) => setTimeout(resolve)));
}

/** Resolves at the member's first scroll, wheel, touch, click or key on this page (never on the server). */
export function firstUse(): Promise<void> {
  if (typeof window === "undefined") return new Promise(() => {});
  used ??= new Promise((resolve) => {
    const done = () => {
      INTENT_EVENTS.forEach((type) => window.removeEventListener(type, done, true));
      resolve();
    };
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, done, { capture: true, passive: true }));
  });
  return used;
}

/** The rule of `afterLoad`: the load event, then the browser's first idle moment (at most `AFTER_LOAD_TIMEOUT_MS`), or the first use if sooner. */
export function loadThenIdle(): Promise<void> {
  const idle = new Promise<void>((resolve) => {
    const onLoad = () => whenIdle(resolve, AFTER_LOAD_TIMEOUT_MS);
    if (document.readyState === "complete") onLoad();
    else window.addEventListener("load", onLoad, { once: true });
  });
  return Promise.race([idle, firstUse()]);
}

/**
 * Calls `onNear` once, when `element` is within a screen of the viewport after `afterLoad`, or at
 * the member's first use (a scroll or a key may bring it into view). Returns the function that
 * stops watching (an effect's cleanup). Without IntersectionObserver or an element: at `afterLoad`.
 */
export function afterLoadWhenNear(element: Element | null, onNear: () => void): () => void {
  let watching = true;
  let stopWatching = () => {};
  const done = () => {
    if (!watching) return;
    watching = false;
    stopWatching();
    onNear();
  };
  void firstUse().then(done);
  void afterLoad().then(() => {
    if (!watching) return;
    if (!element || typeof IntersectionObserver === "undefined") return done();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    stopWatching = () => observer.disconnect();
  });
  return () => {
    watching = false;
    stopWatching();
  };
}

// Listening starts when this module runs, before hydration: a member who scrolls early counts.
if (typeof window !== "undefined") firstUse();
