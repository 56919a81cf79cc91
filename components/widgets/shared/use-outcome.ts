"use client";
// Applies a widget rule's Outcome: a refusal becomes its toast (destructive, or plain when it
// only informs), an accepted action stores the next state and sends each award through
// useWidgetAward (celebration popup + POST /api/widget-achievements).
import { useCallback } from "react";
import { toast } from "@/lib/client/toast";
import { useWidgetAward } from "@/lib/client/use-widget-award";
import type { Outcome, Refusal } from "@/components/widgets/shared/outcome";

export function showRefusal(refusal: Refusal): void {
  toast({ title: refusal.title, description: refusal.description, variant: refusal.informative ? "default" : "destructive" });
}

/** `apply(outcome)` answers whether the action was accepted (a form then clears its input). */
export function useOutcome<S>(setState: (next: S) => void): (outcome: Outcome<S>) => boolean {
  const award = useWidgetAward();
  return useCallback(
    (outcome: Outcome<S>) => {
      if (!outcome.ok) {
        showRefusal(outcome.refusal);
        return false;
      }
      setState(outcome.state);
      for (const request of outcome.awards) void award(request);
      return true;
    },
    [award, setState],
  );
}
