"use client";
// A deletion that took points back says so, with the number the server gave back
// (docs/product/points-and-badges.md#fair-points): goals, tasks, learned / accomplished items and
// widget items deleted the same local day. The header, progress and history are read again.
import type { QueryClient } from "@tanstack/react-query";
import { pointsAwarded, refreshAfterAward } from "@/lib/client/award";
import { toast } from "@/lib/client/toast";

/** The toast's title for `points` (positive) taken back: '2 points taken back', '1 point taken back'. */
export const takenBackTitle = (points: number) => `${points} ${points === 1 ? "point" : "points"} taken back`;

export const TAKEN_BACK_DETAIL = "Deleted the same day it earned them. Badges you earned stay.";

/** Says the points a removal's answer took back (its negative `pointsAwarded`); nothing when none. */
export function sayTakenBack(points: number): void {
  if (points < 0) toast({ title: takenBackTitle(-points), description: TAKEN_BACK_DETAIL });
}

/** After a removal: what points affect is read again and the points taken back are said. */
export function afterRemoval(queryClient: QueryClient, answer: unknown): void {
  const points = pointsAwarded(answer);
  if (points === 0) return;
  void refreshAfterAward(queryClient);
  sayTakenBack(points);
}
