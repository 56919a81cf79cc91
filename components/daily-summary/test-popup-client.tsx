"use client";
// /test-popup (docs/product/points-and-badges.md#daily-summary): a button shows the daily login popup with sample summary data.
import { useState } from "react";
import { PartyPopperIcon } from "lucide-react";
import { DailySummaryPopup, type SummaryView } from "@/components/daily-summary/daily-summary-popup";
import { Button } from "@/components/ui/button";
import { progressSummaryText } from "@/lib/domain/daily-summary";

const counts = { completedGoals: 3, activeSmartGoals: 2, learningsMade: 2, accomplishmentsMade: 1, widgetPoints: 45, streakDays: 7 };

export const SAMPLE_SUMMARY: SummaryView = { ...counts, progressSummary: progressSummaryText(counts), date: null, carryOver: [] };

export function TestPopupClient() {
  const [open, setOpen] = useState(false);
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-2xl border bg-card p-6 text-center shadow-sm">
      <h1 className="text-2xl font-bold">Daily Login Popup Test</h1>
      <p className="text-sm text-muted-foreground">Shows the daily summary popup with sample data: nothing is saved or marked seen.</p>
      <Button onClick={() => setOpen(true)}>
        <PartyPopperIcon aria-hidden /> Show Daily Popup
      </Button>
      <DailySummaryPopup open={open} summary={SAMPLE_SUMMARY} onClose={() => setOpen(false)} />
    </div>
  );
}
