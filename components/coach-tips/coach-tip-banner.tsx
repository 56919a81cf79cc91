"use client";
// The coach tip banner (docs/product/journal-and-reset.md#coach-tips): the next tip every 15 s with a 500 ms fade; dismissed, it
// comes back after 5 minutes. The dismissal time is kept in the member's browser data, so a reload
// within those 5 minutes does not bring it back (docs/decisions.md "Member-facing fixes").
// The page sends only the first tip; the banner's code loads once the page is idle
// (components/dashboard/dashboard-client), and it reads the others then (docs/decisions.md "The
// first tip comes with the page").
import { useEffect, useState } from "react";
import { useLocalState, type LocalSchema } from "@/lib/client/local-store";
import { LightbulbIcon, XIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { TIMINGS } from "@/lib/constants";
import { useCoachTips } from "@/lib/client/use-coach-tips";
import type { CoachTipDto } from "@/lib/schemas/journal";
import { cn } from "@/lib/utils";

/** `first`: the first tip, rendered with the page (null when there are none). */
export function CoachTipBanner({ first, className }: { first: CoachTipDto | null; className?: string }) {
  const { data } = useCoachTips();
  // A failed read answers no tips (lib/client/fallbacks): the first one stays.
  const tips = data?.length ? data : first ? [first] : [];
  return <CoachTipRotator tips={tips} className={className} />;
}

/** Local key: when (epoch ms) the member last dismissed the tip banner. */
export const COACH_TIP_DISMISSED_KEY = "coach-tip-dismissed-at";
/** A dismissal time (epoch ms) or null, checked by hand: zod stays out of the dashboard's first-load script. */
const dismissedAtSchema: LocalSchema<number | null> = {
  safeParse: (data) => (data === null || (typeof data === "number" && Number.isFinite(data)) ? { success: true, data } : { success: false }),
};

/** Whether a tip dismissed at `dismissedAt` is still away at `now`, and for how long. */
export function tipAwayMs(dismissedAt: number | null, now: number): number {
  return dismissedAt === null ? 0 : Math.max(0, Math.min(dismissedAt + TIMINGS.coachTipReturnMs - now, TIMINGS.coachTipReturnMs));
}

export function CoachTipRotator({ tips, className }: { tips: CoachTipDto[]; className?: string }) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [storedAt, setStoredAt] = useLocalState(COACH_TIP_DISMISSED_KEY, dismissedAtSchema, null);
  // This tab's own dismissal too: it holds while the session (and so the store) is not there yet.
  const [tabAt, setTabAt] = useState<number | null>(null);
  // The wall clock, read on a dismissal and when the tip comes back.
  const [now, setNow] = useState(() => Date.now());
  const awayMs = Math.max(tipAwayMs(storedAt, now), tipAwayMs(tabAt, now));
  const dismissed = awayMs > 0;
  const dismiss = () => {
    const at = Date.now();
    setNow(at);
    setTabAt(at);
    setStoredAt(at);
  };

  useEffect(() => {
    if (dismissed || tips.length < 2) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const rotate = setInterval(() => {
      setFading(true);
      fade = setTimeout(() => {
        setIndex((i) => i + 1);
        setFading(false);
      }, TIMINGS.coachTipFadeMs);
    }, TIMINGS.coachTipRotateMs);
    return () => {
      clearInterval(rotate);
      clearTimeout(fade);
    };
  }, [dismissed, tips.length]);

  useEffect(() => {
    if (!dismissed) return;
    const comeBack = setTimeout(() => setNow(Date.now()), awayMs);
    return () => clearTimeout(comeBack);
  }, [dismissed, awayMs]);

  if (dismissed || tips.length === 0) return null;
  const tip = tips[index % tips.length];
  return (
    <aside
      aria-label="Coach tip"
      className={cn(
        "relative flex items-center gap-3 rounded-xl border border-gold-500/40 bg-gradient-to-r from-gold-100 via-amber-50 to-background px-4 py-3 shadow-sm",
        "dark:border-gold-500/25 dark:from-gold-500/15 dark:via-amber-900/10 dark:to-card",
        className,
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-500 text-cardinal-900 shadow-sm">
        <LightbulbIcon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[11px] font-semibold tracking-wider text-cardinal-700 uppercase dark:text-gold-300">Coach tip</p>
        <p
          data-testid="coach-tip"
          aria-live="polite"
          className={cn(
            "text-sm leading-snug transition-opacity duration-500 motion-reduce:transition-none",
            fading ? "opacity-0" : "opacity-100",
          )}
        >
          {tip.content}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0 text-muted-foreground"
        aria-label="Dismiss tip"
        onClick={dismiss}
      >
        <XIcon />
      </Button>
    </aside>
  );
}
