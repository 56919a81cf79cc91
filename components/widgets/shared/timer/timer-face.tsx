// The big clock of the timer widgets: a label, the time (role="timer") and a thin progress bar.
import { cn } from "@/lib/utils";

export function TimerFace({ label, time, progress, tone = "work", testId }: { label: string; time: string; progress?: number; tone?: "work" | "break"; testId?: string }) {
  return (
    <div
      className={cn(
        "rounded-2xl border p-4 text-center",
        tone === "work" ? "border-cardinal-100 bg-cardinal-50/70 dark:border-cardinal-800 dark:bg-cardinal-900/30" : "border-emerald-200 bg-emerald-50/70 dark:border-emerald-800 dark:bg-emerald-950/40",
      )}
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <p role="timer" aria-label={`${label}: ${time}`} data-testid={testId} className="text-5xl font-bold tracking-tight tabular-nums sm:text-6xl">
        {time}
      </p>
      {progress !== undefined && (
        <div className="mx-auto mt-3 h-1.5 max-w-xs overflow-hidden rounded-full bg-muted" aria-hidden>
          <div
            className={cn("h-full rounded-full transition-[width]", tone === "work" ? "bg-cardinal-700 dark:bg-gold-500" : "bg-emerald-600")}
            style={{ width: `${Math.round(Math.min(1, Math.max(0, progress)) * 100)}%` }}
          />
        </div>
      )}
    </div>
  );
}
