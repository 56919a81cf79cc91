"use client";
// Sleep mode (docs/product/shell-and-sign-in.md#idle-and-session-lifecycle): after 10 minutes without activity. Any activity anywhere wakes the app;
// the overlay only says so and lets pointer events through to the page.
import { MoonIcon } from "@/components/ui/icons";

export const SLEEP_TITLE = "Sleep mode";
export const SLEEP_TEXT = "Reach paused after 10 minutes without activity. Move the mouse or press any key to continue.";

export function SleepOverlay() {
  return (
    <div
      data-testid="sleep-overlay"
      role="status"
      aria-live="polite"
      className="bg-background/80 animate-in fade-in-0 fixed inset-0 z-40 flex items-center justify-center backdrop-blur-sm"
    >
      <div className="flex max-w-sm flex-col items-center gap-3 p-6 text-center">
        <MoonIcon className="text-primary size-10" aria-hidden />
        <p className="text-lg font-semibold">{SLEEP_TITLE}</p>
        <p className="text-muted-foreground text-sm">{SLEEP_TEXT}</p>
      </div>
    </div>
  );
}
