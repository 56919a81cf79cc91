"use client";
// Runs a timer's settle rule whenever "now" moves (a render tick, the tab coming back, a reload):
// when the rule finished a phase, the next state is stored, the bell rings, the notification
// shows and the award is sent. The rule is pure and dated by the phase's end, so a phase that
// ended while the page was closed is finished on return, and two tabs give its points once.
import { useEffect, useRef } from "react";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import { useWidgetAward } from "@/lib/client/use-widget-award";
import { announcePhaseEnd } from "@/components/widgets/shared/timer/phase-end";

/** `key` names the phase end (e.g. its time): each is announced once, however often the page renders. */
export type Settled<S> = { key: string; state: S; award: WidgetAwardRequest | null; notice: { title: string; body: string; tag: string } };

export function usePhaseEnd<S>(settled: Settled<S> | null, setState: (next: S) => void): void {
  const award = useWidgetAward();
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || announced.current === settled.key) return;
    announced.current = settled.key;
    setState(settled.state);
    void announcePhaseEnd(settled.notice.title, settled.notice.body, settled.notice.tag);
    if (settled.award) void award(settled.award);
  }, [settled, setState, award]);
}
