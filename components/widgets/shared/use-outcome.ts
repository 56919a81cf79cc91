"use client";
// Applies a widget rule's Outcome: a refusal becomes its toast (destructive, or plain when it
// only informs), an accepted action stores the next state, sends each award through
// useWidgetAward (celebration popup + POST /api/widget-achievements) and gives back the awards of
// an item it deleted (useWidgetReversal). With the widget's ItemLens, an award's id answered by the
// server is kept on the item it was for (./item-awards); an item deleted before the answer came
// gives its award back at once.
import { useCallback } from "react";
import { toast } from "@/lib/client/toast";
import { useWidgetAward } from "@/lib/client/use-widget-award";
import { useWidgetReversal } from "@/lib/client/use-widget-reversal";
import { keepAwardId, type AwardedItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import type { Outcome, Refusal } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";

export function showRefusal(refusal: Refusal): void {
  toast({ title: refusal.title, description: refusal.description, variant: refusal.informative ? "default" : "destructive" });
}

export type SetState<S> = (next: S | ((prev: S) => S)) => void;

/**
 * Sends an award (useWidgetAward); with the widget's ItemLens, the award's id the server answered is
 * kept on the item it was for, or given back at once when that item was deleted meanwhile.
 */
export function useItemAward<S, T extends AwardedItem = AwardedItem>(setState: SetState<S>, items?: ItemLens<S, T>): (request: WidgetAwardRequest) => void {
  const award = useWidgetAward();
  const reverse = useWidgetReversal();
  return useCallback(
    (request: WidgetAwardRequest) => {
      void award(request).then((id) => {
        const item = request.item;
        if (id === null || item === undefined || !items) return;
        let kept = true;
        setState((prev) => {
          const next = keepAwardId(items, prev, item, id);
          kept = next.kept;
          return next.state;
        });
        if (!kept) void reverse([id]);
      });
    },
    [award, reverse, setState, items],
  );
}

/** `apply(outcome)` answers whether the action was accepted (a form then clears its input). */
export function useOutcome<S, T extends AwardedItem = AwardedItem>(setState: SetState<S>, items?: ItemLens<S, T>): (outcome: Outcome<S>) => boolean {
  const award = useItemAward(setState, items);
  const reverse = useWidgetReversal();
  return useCallback(
    (outcome: Outcome<S>) => {
      if (!outcome.ok) {
        showRefusal(outcome.refusal);
        return false;
      }
      setState(outcome.state);
      for (const request of outcome.awards) award(request);
      if (outcome.reversals?.length) void reverse(outcome.reversals);
      return true;
    },
    [award, reverse, setState],
  );
}
