"use client";
// The header's points pill opens the points history in a dialog; the list's code loads only
// when the dialog opens (React.lazy: next/dynamic's loader would weigh on the first load), so the
// shell's first load stays small.
import { lazy, Suspense, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/lazy-dialog";
import { Skeleton } from "@/components/ui/skeleton";

const PointsHistory = lazy(() => import("@/components/points/points-history").then((m) => ({ default: m.PointsHistory })));

/** `points`: the member's points as the header writes them ("12,345", without Intl: components/shell/header-stats). */
export function PointsHistoryDialog({ points, children }: { points: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label={`Points history (${points} points)`}>
          {children}
        </button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] overflow-y-auto sm:max-w-lg" data-testid="points-history-dialog">
        <DialogHeader>
          <DialogTitle>Points history</DialogTitle>
          <DialogDescription>How you earned your {points} points, newest first.</DialogDescription>
        </DialogHeader>
        {/* Inline-size containment: a long row's one-line text never widens the dialog past the
            screen (its amounts stayed off-screen at 375 and cut at 1280: docs/decisions.md "Member-facing fixes"). */}
        {open && (
          <div className="min-w-0 [contain:inline-size]">
            <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
              <PointsHistory />
            </Suspense>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
