"use client";
// The full-screen overlay of the day-change flow (docs/product/journal-and-reset.md#day-change): one message per step, and the note
// that SMART goals are preserved.
import { CenteredSpinner } from "@/components/ui/spinner";
import { DAY_CHANGE_MESSAGES, type DayChangeStep } from "@/lib/client/sync/sync-scheduler";

export const DAY_CHANGE_NOTE = "Your SMART goals are preserved while daily entries are refreshed.";

export function DayChangeOverlay({ step }: { step: DayChangeStep }) {
  return (
    <div
      data-testid="day-change-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="day-change-message"
      aria-describedby="day-change-note"
      className="bg-background/95 fixed inset-0 z-[60] flex items-center justify-center"
    >
      <div className="flex max-w-md flex-col items-center gap-4 p-6 text-center">
        <CenteredSpinner className="min-h-0" label="Refreshing" />
        <p id="day-change-message" className="text-xl font-semibold" aria-live="polite">
          {DAY_CHANGE_MESSAGES[step]}
        </p>
        <p id="day-change-note" className="text-muted-foreground text-sm">
          {DAY_CHANGE_NOTE}
        </p>
      </div>
    </div>
  );
}
