"use client";
// Runs a timer's settle rule whenever "now" moves (a render tick, the tab coming back, a reload):
// when the rule finished a phase, the next state is stored, the bell rings, the notification
// shows and the award is sent. The rule is pure and dated by the phase's end, so a phase that
// ended while the page was closed is finished on return, and two tabs give its points once.
import { useEffect, useRef } from "react";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import type { AwardedItem, ItemLens } from "@/components/widgets/shared/item-awards";
import { useItemAward, type SetState } from "@/components/widgets/shared/use-outcome";
import { announcePhaseEnd } from "@/components/widgets/shared/timer/phase-end";

/** `key` names the phase end (e.g. its time): each is announced once, however often the page renders. */
export type Settled<S> = { key: string; state: S; award: WidgetAwardRequest | null; notice: { title: string; body: string; tag: string } };

/** With the widget's ItemLens, the award's id is kept on the item it was for (shared/item-awards). */
export function usePhaseEnd<S, T extends AwardedItem = AwardedItem>(settled: Settled<S> | null, setState: SetState<S>, items?: ItemLens<S, T>): void {
  const award = useItemAward(setState, items);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || announced.current === settled.key) return;
    announced.current = settled.key;
    setState(settled.state);
    void announcePhaseEnd(settled.notice.title, settled.notice.body, settled.notice.tag);
    if (settled.award) award(settled.award);
  }, [settled, setState, award]);
}
