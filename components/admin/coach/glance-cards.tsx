"use client";
// "This week at a glance": the cohort's figures so far this week, each with an arrow and the
// difference against the same days of last week, and the streak distribution. Counts come from the server.
import { ArrowDown, ArrowRight, ArrowUp } from "lucide-react";
import { changeOf, shortInstant } from "@/components/admin/coach/coach-rules";
import { Skeleton } from "@/components/ui/skeleton";
import type { GlanceDto, GlanceFigure } from "@/lib/schemas/coach";
import { useCoachGlance } from "@/lib/client/use-coach";
import { RunningChallenges } from "@/components/admin/challenges/running-challenges";

const FIGURES: { key: keyof Pick<GlanceDto, "activeToday" | "activeThisWeek" | "journals" | "mindsetAll" | "tasksDone" | "goalsDone">; label: string }[] = [
  { key: "activeToday", label: "Active today" },
  { key: "activeThisWeek", label: "Active this week" },
  { key: "journals", label: "Journals written" },
  { key: "mindsetAll", label: "All three mindset exercises" },
  { key: "tasksDone", label: "Daily tasks completed" },
  { key: "goalsDone", label: "SMART goals completed" },
];

const ARROWS = { up: ArrowUp, down: ArrowDown, same: ArrowRight } as const;

function Figure({ label, figure }: { label: string; figure: GlanceFigure }) {
  const change = changeOf(figure.thisWeek, figure.lastWeek);
  const Arrow = ARROWS[change.direction];
  return (
    <div className="bg-card rounded-xl border p-3" data-testid="glance-card">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-2xl font-bold">{figure.thisWeek.toLocaleString("en-US")}</dd>
      <dd className="text-muted-foreground flex items-center gap-1 text-xs">
        <Arrow className="size-3.5" aria-hidden />
        {change.text}
      </dd>
    </div>
  );
}

export function GlanceCards() {
  const { data } = useCoachGlance();
  if (!data) return <Skeleton className="h-40 w-full" />;
  return (
    <section aria-labelledby="glance-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="glance-title" className="font-semibold">
          This week at a glance
        </h2>
        <p className="text-muted-foreground text-xs">
          {data.members.toLocaleString("en-US")} members · {data.computedAt ? `figures as of ${shortInstant(data.computedAt)}` : "figures appear after the next refresh"}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {FIGURES.map((f) => (
          <Figure key={f.key} label={f.label} figure={data[f.key]} />
        ))}
      </dl>
      <div className="bg-card rounded-xl border p-3">
        <h3 className="mb-2 text-sm font-medium">Streak distribution</h3>
        <dl className="grid grid-cols-4 gap-2 text-center">
          {data.streaks.map((s) => (
            <div key={s.bucket}>
              <dt className="text-muted-foreground text-xs">{s.bucket === "0" ? "0 days" : `${s.bucket} days`}</dt>
              <dd className="font-semibold">{s.members.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      </div>
      <RunningChallenges />
    </section>
  );
}
