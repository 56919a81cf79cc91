"use client";
// Profile: "Rest, pauses and your day" (docs/decisions.md "Fair streaks"): up to two planned rest
// weekdays, the hour the member's day starts (00:00-05:00), the freezes kept, and pauses (from
// today, 1-14 days, with a reason; ended early here). The server checks every rule again.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { failureMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { useEndPause, useSaveStreakSettings, useStartPause, useStreak } from "@/lib/client/use-streak";
import { WEEKDAY_LABELS } from "@/lib/domain/stats-range";
import { DAY_START_HOURS, dayStartTime } from "@/lib/domain/fair-streak/member-day";
import { PAUSE_LIMITS, PAUSE_REASON_LABELS, PAUSE_REASONS, type PauseReason } from "@/lib/domain/fair-streak/pauses";
import { FREEZE_RULES, MAX_REST_DAYS } from "@/lib/domain/fair-streak/streak-rules";
import { SettingsCard } from "@/components/shared/settings-card";

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const shortDate = (date: string) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const failed = (what: string) => (error: unknown) =>
  toast({ title: "Error", description: `${what}: ${failureMessage(error)}`, variant: "destructive" });
const selectClass = "border-input bg-background focus-visible:ring-ring/50 h-9 rounded-md border px-3 text-sm focus-visible:ring-[3px] focus-visible:outline-none";

export function FairStreakCard() {
  const { data: view, isError } = useStreak();
  const settings = useSaveStreakSettings();
  const start = useStartPause();
  const end = useEndPause();
  const [reason, setReason] = useState<PauseReason>("ill");
  const [days, setDays] = useState("3");

  if (!view) {
    return (
      <SettingsCard id="fair-streak-title" title="Rest, pauses and your day" gap={2}>
        {isError ? <p className="text-destructive text-sm">Could not load your streak settings.</p> : <Spinner />}
      </SettingsCard>
    );
  }

  const toggleRest = (weekday: number, on: boolean) => {
    const next = on ? [...view.restDays, weekday] : view.restDays.filter((d) => d !== weekday);
    settings.mutate({ restDays: next }, { onSuccess: () => toast({ title: "Rest days saved", description: "They count from your next day.", variant: "success" }), onError: failed("Failed to save rest days") });
  };
  const live = view.pauses.filter((p) => p.endDate >= view.today && p.endDate >= p.startDate);
  const pauseDays = Number(days);
  const daysValid = Number.isInteger(pauseDays) && pauseDays >= PAUSE_LIMITS.minDays && pauseDays <= PAUSE_LIMITS.maxDays;

  return (
    <section aria-labelledby="fair-streak-title" className="bg-card grid gap-5 rounded-xl border p-5" data-testid="fair-streak-card">
      <div>
        <h2 id="fair-streak-title" className="font-semibold">
          Rest, pauses and your day
        </h2>
        <p className="text-muted-foreground text-sm">
          Rest days and paused days neither add to nor break your streak. Every {FREEZE_RULES.earnEvery} days of streak earn a freeze (you keep at most {FREEZE_RULES.maxKept}); a missed day uses one. Freezes kept:{" "}
          <strong data-testid="freezes-kept">{view.freezes}</strong>
        </p>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Rest days (up to {MAX_REST_DAYS})</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAY_LABELS.map((label, i) => {
            const weekday = i + 1;
            const checked = view.restDays.includes(weekday);
            return (
              <label key={label} className="flex items-center gap-1.5 text-sm">
                <Checkbox
                  checked={checked}
                  disabled={settings.isPending || (!checked && view.restDays.length >= MAX_REST_DAYS)}
                  onCheckedChange={(on) => toggleRest(weekday, on)}
                  aria-label={WEEKDAY_NAMES[i]}
                />
                {label}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor="day-start-hour">My day starts at</Label>
        <select
          id="day-start-hour"
          className={`${selectClass} w-fit`}
          value={view.dayStartHour}
          disabled={settings.isPending}
          aria-describedby="day-start-hint"
          onChange={(e) =>
            settings.mutate(
              { dayStartHour: Number(e.target.value) },
              { onSuccess: () => toast({ title: "Day start saved", description: `Your day now starts at ${dayStartTime(Number(e.target.value))}.`, variant: "success" }), onError: failed("Failed to save the day start") },
            )
          }
        >
          {DAY_START_HOURS.map((h) => (
            <option key={h} value={h}>
              {dayStartTime(h)}
            </option>
          ))}
        </select>
        <p id="day-start-hint" className="text-muted-foreground text-xs">
          The daily reset, your streak, the summary and the reminders follow it ({view.timeZone}).
        </p>
      </div>

      <div className="grid gap-3">
        <h3 className="text-sm font-medium">Pause my streak</h3>
        {live.length > 0 && (
          <ul className="grid gap-2" aria-label="Pauses">
            {live.map((p) => (
              <li key={p.id} className="bg-muted/50 flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 text-sm" data-testid="pause-row">
                <span>
                  {PAUSE_REASON_LABELS[p.reason]}: {shortDate(p.startDate)} to {shortDate(p.endDate)}
                </span>
                <Button type="button" variant="outline" size="sm" disabled={end.isPending} onClick={() =>
                    end.mutate(p.id, {
                      onSuccess: () => toast({ title: "Pause ended", description: "From today your days count toward your streak again.", variant: "success" }),
                      onError: failed("Failed to end the pause"),
                    })
                  }>
                  End pause
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!daysValid) return failed("Failed to pause")(new Error(`A pause lasts ${PAUSE_LIMITS.minDays} to ${PAUSE_LIMITS.maxDays} days`));
            start.mutate({ reason, days: pauseDays }, { onSuccess: () => toast({ title: "Streak paused", description: `Paused from today for ${pauseDays} ${pauseDays === 1 ? "day" : "days"}.`, variant: "success" }), onError: failed("Failed to pause") });
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor="pause-reason">Reason</Label>
            <select id="pause-reason" className={selectClass} value={reason} onChange={(e) => setReason(e.target.value as PauseReason)}>
              {PAUSE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {PAUSE_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="pause-days">Days from today</Label>
            <Input id="pause-days" type="number" inputMode="numeric" min={PAUSE_LIMITS.minDays} max={PAUSE_LIMITS.maxDays} className="w-24" value={days} onChange={(e) => setDays(e.target.value)} />
          </div>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending && <Spinner />}
            Pause
          </Button>
        </form>
        <p className="text-muted-foreground text-xs">
          {PAUSE_LIMITS.minDays}-{PAUSE_LIMITS.maxDays} days from today; at most {PAUSE_LIMITS.maxInWindow} paused days in any {PAUSE_LIMITS.windowDays}.
        </p>
      </div>
    </section>
  );
}
