"use client";
// The daily summary popup (docs/product/points-and-badges.md#daily-summary): what the previous journal day
// brought; closes on Escape, backdrop or the close button; plays a sound and fires confetti
// (the sound setting and reduced motion respected). When that day left top tasks unfinished it
// offers to carry them into today's free slots.
import { useEffect } from "react";
import { ArrowRightIcon, BookOpenIcon, CheckCircle2Icon, FlameIcon, Loader2Icon, SparklesIcon, TargetIcon, TimerIcon, TrophyIcon, type LucideIcon } from "lucide-react";
import { fireConfetti } from "@/components/celebration/confetti";
import { playSound } from "@/components/celebration/sound";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { DailySummaryDto } from "@/lib/schemas/progress";

export type SummaryView = Omit<DailySummaryDto, "due">;

const STATS: { key: keyof SummaryView; label: string; icon: LucideIcon }[] = [
  { key: "completedGoals", label: "Goals and tasks completed", icon: CheckCircle2Icon },
  { key: "activeSmartGoals", label: "Active SMART goals", icon: TargetIcon },
  { key: "learningsMade", label: "Learnings", icon: BookOpenIcon },
  { key: "accomplishmentsMade", label: "Accomplishments", icon: TrophyIcon },
  { key: "widgetPoints", label: "Widget points", icon: TimerIcon },
  { key: "streakDays", label: "Streak days", icon: FlameIcon },
];

const dayName = (date: string | null) =>
  date ? new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "short", day: "numeric", timeZone: "UTC" }) : "Your last day";

type Props = {
  open: boolean;
  summary: SummaryView;
  onClose: () => void;
  carryOver?: { run: () => void; pending: boolean; added: number | null };
};

export function DailySummaryPopup({ open, summary, onClose, carryOver }: Props) {
  useEffect(() => {
    if (!open) return;
    playSound("celebration");
    fireConfetti();
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent data-testid="daily-summary-popup" className="max-h-[90dvh] overflow-y-auto p-0 sm:max-w-md [&>[data-slot=dialog-close]]:text-white">
        <div className="bg-gradient-to-br from-cardinal-700 via-cardinal-600 to-cardinal-800 px-6 pt-6 pb-5 text-white">
          <SparklesIcon className="size-7 text-gold-300" aria-hidden />
          <DialogTitle className="mt-2 text-xl font-bold text-white">Your Daily Summary</DialogTitle>
          <DialogDescription className="text-white/85">{dayName(summary.date)} at a glance</DialogDescription>
        </div>
        <div className="space-y-4 px-6 pt-4 pb-6">
          <p className="rounded-xl bg-gold-100/70 p-3 text-sm font-medium text-cardinal-900 dark:bg-gold-500/10 dark:text-gold-100" data-testid="daily-summary-text">
            {summary.progressSummary}
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {STATS.map(({ key, label, icon: Icon }) => (
              <div key={key} className="rounded-xl border p-2.5">
                <Icon className="size-4 text-cardinal-700 dark:text-cardinal-300" aria-hidden />
                <dd className="text-xl font-bold tabular-nums">{String(summary[key])}</dd>
                <dt className="text-xs text-muted-foreground">{label}</dt>
              </div>
            ))}
          </dl>
          {carryOver && (summary.carryOver.length > 0 || carryOver.added !== null) && (
            <div className="rounded-xl border border-dashed p-3" data-testid="carry-over">
              {carryOver.added !== null ? (
                <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400" role="status">
                  {carryOver.added === 0 ? "Today's task slots already hold these tasks." : `Added ${carryOver.added} ${carryOver.added === 1 ? "task" : "tasks"} to today.`}
                </p>
              ) : (
                <>
                  <p className="text-sm font-semibold">Unfinished top tasks</p>
                  <ul className="mt-1 list-inside list-disc text-sm text-muted-foreground">
                    {summary.carryOver.map((t) => (
                      <li key={t.slot}>{t.title}</li>
                    ))}
                  </ul>
                  <Button variant="outline" size="sm" className="mt-2" disabled={carryOver.pending} onClick={carryOver.run}>
                    {carryOver.pending ? <Loader2Icon className="animate-spin" aria-hidden /> : <ArrowRightIcon aria-hidden />}
                    Carry over to today
                  </Button>
                </>
              )}
            </div>
          )}
          <Button className="w-full bg-cardinal-700 text-white hover:bg-cardinal-800" onClick={onClose} autoFocus>
            Start my day
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
