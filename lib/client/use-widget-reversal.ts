"use client";
// A widget item deleted: the awards it earned are given back (docs/product/points-and-badges.md#fair-points):
// POST /api/widget-achievements/{id}/reversal for each award id kept on the item
// (components/widgets/shared/item-awards). The server gives back an award of the member's current
// day once; an award of another day stays (409, said by nothing: the member's day moved on). The
// points the server gave back are said in a toast, and what points affect is read again.
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiCallError, apiWrite } from "@/lib/client/api";
import { refreshAfterAward } from "@/lib/client/award";
import { sayTakenBack } from "@/lib/client/taken-back";
import { pathOf, queryKeys } from "@/lib/query/query-keys";
import type { WidgetReversalResult } from "@/lib/schemas/widgets";

export const reversalPath = (id: number) => `${pathOf(queryKeys.widgetAchievements)}/${id}/reversal`;

/** Gives back the awards `ids`; answers the points the server took back (0 or less). */
export function useWidgetReversal(): (ids: readonly number[]) => Promise<number> {
  const queryClient = useQueryClient();
  return useCallback(
    async (ids: readonly number[]) => {
      let points = 0;
      for (const id of ids) {
        try {
          points += (await apiWrite<WidgetReversalResult>("POST", reversalPath(id))).pointsAwarded;
        } catch (error) {
          if (!(error instanceof ApiCallError && (error.status === 409 || error.status === 404))) console.error("Failed to give back a widget award", error);
        }
      }
      if (points !== 0) {
        sayTakenBack(points);
        await Promise.all([refreshAfterAward(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.widgetAchievements })]);
      }
      return points;
    },
    [queryClient],
  );
}
