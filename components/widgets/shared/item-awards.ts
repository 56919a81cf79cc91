// The awards a widget item earned, kept with the item in the widget's browser data
// (docs/product/points-and-badges.md#fair-points; docs/decisions.md "Fair points and sessions"):
// the server answers each recorded award with its id; the widget keeps it on the item the award
// was for (`awards`), and the item's delete asks the server to give those awards back (the server
// does it once, and only for an award of the member's current day). Pure: no React, no I/O.
import * as z from "zod/mini";
import { removed, type Outcome } from "@/components/widgets/shared/outcome";

/** The item schemas' `awards` field: the ids of the awards the item earned (newest last). */
export const itemAwardsSchema = z.optional(z.array(z.int()));

/** An item can earn a few awards (added, clarified, completed): more than this are not kept. */
export const MAX_ITEM_AWARDS = 8;

export type AwardedItem = { id: string; awards?: number[] };

/** Where a widget's items are in its data, so an award's id can be kept on its item. */
export type ItemLens<S, T extends AwardedItem = AwardedItem> = { of: (state: S) => T[]; with: (state: S, items: T[]) => S };

/** Keeps `awardId` on the item `itemId`; `kept` is false when the item is gone (deleted meanwhile). */
export function keepAwardId<S, T extends AwardedItem>(lens: ItemLens<S, T>, state: S, itemId: string, awardId: number): { state: S; kept: boolean } {
  const items = lens.of(state);
  const item = items.find((i) => i.id === itemId);
  if (!item) return { state, kept: false };
  if (item.awards?.includes(awardId)) return { state, kept: true };
  const awards = [...(item.awards ?? []), awardId].slice(-MAX_ITEM_AWARDS);
  return { state: lens.with(state, items.map((i) => (i.id === itemId ? { ...i, awards } : i))), kept: true };
}

/** An item's delete as an Outcome: the rule's next state, and the ids of the awards the item had earned (to give back). */
export function deleteItem<S, T extends AwardedItem>(lens: ItemLens<S, T>, state: S, id: string, next: S): Outcome<S> {
  return removed(next, lens.of(state).find((i) => i.id === id)?.awards ?? []);
}
