"use client";
// One chart's box on /stats (h-56, its final size): a placeholder until the box comes on screen,
// then the chart code (chart-views, recharts) loads and the chart draws. The code starts loading
// earlier, at the member's first scroll, touch, click or key, so a chart scrolled to is usually
// drawn already; a page that is only looked at loads no chart code below the fold. Charts draw one
// per task (the next starts after the previous one has committed), so no single long task draws
// all four (docs/decisions.md "Loaded when used, not with the page"). Hidden from screen readers: the figure's caption and the table view say it
// in words.
import { useEffect, useRef, useState, type ComponentType } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChartKind } from "@/components/stats/stats-rules";
import type { StatsDto } from "@/lib/schemas/stats";

type View = ComponentType<{ kind: ChartKind; stats: StatsDto }>;

const loadViews = () => import("@/components/stats/chart-views").then((m) => m.ChartView);

const INTENT_EVENTS = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;
/** Starts loading the chart code at the member's first sign of moving around the page. */
function loadViewsOnIntent(): () => void {
  const start = () => {
    stop();
    void loadViews().catch(() => undefined);
  };
  const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, start, true));
  INTENT_EVENTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true, once: true }));
  return stop;
}

/** Draws queued charts one at a time: `start` runs once the previous chart has passed its turn. */
const waiting: (() => void)[] = [];
let drawing = false;
function drawInTurn(start: () => void) {
  waiting.push(start);
  if (!drawing) next();
}
function next() {
  const start = waiting.shift();
  drawing = start !== undefined;
  start?.();
}
type Turn = { current: "none" | "mine" | "passed" };
/** A chart's turn is handed on once: after it has drawn, or when it leaves before drawing. */
function passTurn(turn: Turn) {
  if (turn.current !== "mine") return;
  turn.current = "passed";
  window.setTimeout(next, 0);
}

/** How far below (or above) the screen a chart starts drawing. */
export const CHART_MARGIN = "64px 0px";

export function ChartSlot({ kind, stats }: { kind: ChartKind; stats: StatsDto }) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<{ View: View } | null>(null);
  const shown = view !== null;
  const turn = useRef<Turn["current"]>("none");

  useEffect(() => {
    const element = box.current;
    if (!element || shown) return;
    let cancelled = false;
    const load = () =>
      void loadViews().then((View) => {
        if (cancelled) return;
        drawInTurn(() => {
          turn.current = "mine";
          if (cancelled) passTurn(turn);
          else setView({ View });
        });
      });
    const stopIntent = loadViewsOnIntent();
    if (typeof IntersectionObserver === "undefined") {
      load();
      return () => {
        cancelled = true;
        stopIntent();
        passTurn(turn);
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: CHART_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      stopIntent();
      passTurn(turn);
    };
  }, [shown]);

  // The chart has committed: the next one may draw (in a task of its own).
  useEffect(() => {
    if (shown) passTurn(turn);
  }, [shown]);

  return (
    <div ref={box} className="h-56 w-full" aria-hidden data-chart={kind}>
      {view ? <view.View kind={kind} stats={stats} /> : <Skeleton className="size-full" />}
    </div>
  );
}
