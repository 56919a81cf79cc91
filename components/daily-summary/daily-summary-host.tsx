"use client";
// When the daily summary shows (docs/product/points-and-badges.md#daily-summary): on the first visit of a local day,
// once the summary has loaded (read only while the member has showDailySummary), after the reset
// dialog (never on top of it), once across tabs (the first tab claims the day in local storage;
// the server's seen date covers other devices). Shown, it is marked seen; it closes even if
// marking fails.
import { lazy, Suspense, useEffect, useState } from "react";
import { useResetDialogState } from "@/components/journal/reset-dialog-store";
import { autoResetFor } from "@/components/journal/reset-rules";
import { serverMessageOf } from "@/lib/client/api";
import { readLocal, writeLocal } from "@/lib/client/local-store";
import { toast } from "@/lib/client/toast";
import { useCarryOver, useDailySummary, useMarkSummarySeen } from "@/lib/client/use-daily-summary";
import type { DailySummaryDto } from "@/lib/schemas/progress";
import type { CurrentUser } from "@/lib/schemas/user";

// The popup's code loads when a summary is to show (once a day), not with the dashboard (docs/decisions.md "Below the first screen loads later").
const DailySummaryPopup = lazy(() => import("@/components/daily-summary/daily-summary-popup").then((m) => ({ default: m.DailySummaryPopup })));

/** Local key holding the local date this browser last showed the summary for. */
export const SUMMARY_SHOWN_KEY = "daily-summary-shown";
const dateSchema = { safeParse: (d: unknown) => (typeof d === "string" ? { success: true as const, data: d } : { success: false as const }) };

export function DailySummaryHost({ user }: { user: CurrentUser | undefined }) {
  const { data: summary } = useDailySummary(!!user?.showDailySummary);
  const reset = useResetDialogState();
  const carry = useCarryOver();
  const [shown, setShown] = useState<DailySummaryDto | null>(null);
  const [closed, setClosed] = useState(false);

  const resetFirst = autoResetFor(user) === "dialog" && !reset.closedOnce;
  if (user && summary?.due && !reset.open && !resetFirst && shown === null) {
    // Another tab of this browser showed it today: not again here.
    if (readLocal(user.id, SUMMARY_SHOWN_KEY, dateSchema, "") !== user.today) setShown(summary);
  }

  const memberId = user?.id;
  const today = user?.today;
  const { mutate: markSeen } = useMarkSummarySeen();
  useEffect(() => {
    if (!shown || memberId === undefined || !today) return;
    writeLocal(memberId, SUMMARY_SHOWN_KEY, today);
    markSeen(memberId);
  }, [shown, memberId, today, markSeen]);

  if (!shown) return null;
  const runCarryOver = () =>
    carry.mutate(undefined, {
      onError: (error) => toast({ title: "Carry-over failed", description: serverMessageOf(error) ?? "Please try again.", variant: "destructive" }),
    });
  return (
    <Suspense fallback={null}>
      <DailySummaryPopup
        open={!closed}
        summary={shown}
        onClose={() => setClosed(true)}
        carryOver={{ run: runCarryOver, pending: carry.isPending, added: carry.data ? carry.data.added.length : null }}
      />
    </Suspense>
  );
}
