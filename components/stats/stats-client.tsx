"use client";
// /stats (docs/product/profile.md#stats): week / month / year / all time; rates with their counts, personal bests,
// charts (drawn when scrolled near), badge progress, and a table view of the same numbers.
import { lazy, useState } from "react";
import { BadgeProgressList } from "@/components/stats/badge-progress-list";
import { personalBests, RANGE_LABELS, rateRows } from "@/components/stats/stats-rules";
import { StatsCharts } from "@/components/stats/stats-charts";
import { StatsTable } from "@/components/stats/stats-table";
import { TabPanels } from "@/components/shared/tab-panels";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Later } from "@/components/shared/later";
import { useStats } from "@/lib/client/use-history";
import type { StatsDto } from "@/lib/schemas/stats";
import { STATS_RANGES, type StatsRange } from "@/lib/domain/stats-ranges";
import { longDate } from "@/components/calendar/calendar-rules";

// The member's check-in trends (docs/product/check-ins.md#trends), loaded when near the screen.
const MyCheckIns = lazy(() => import("@/components/check-ins/my-check-ins").then((m) => ({ default: m.MyCheckIns })));

const RANGE_TABS = STATS_RANGES.map((value) => ({ value, label: RANGE_LABELS[value] }));

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="bg-card rounded-xl border p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd>
        <span className="block text-xl font-bold">{value}</span>
        <span className="text-muted-foreground block text-xs">{detail}</span>
      </dd>
    </div>
  );
}

function StatsBody({ stats, table }: { stats: StatsDto; table: boolean }) {
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm" data-testid="stats-range-dates">
        {longDate(stats.from)} – {longDate(stats.to)} ({stats.days.length} {stats.days.length === 1 ? "day" : "days"})
      </p>
      <section aria-labelledby="rates-title" className="grid gap-2">
        <h2 id="rates-title" className="font-semibold">
          Completion rates
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {rateRows(stats.rates).map((r) => (
            <Tile key={r.key} label={r.label} value={`${r.percent}%`} detail={r.text} />
          ))}
        </dl>
      </section>
      <section aria-labelledby="bests-title" className="grid gap-2">
        <h2 id="bests-title" className="font-semibold">
          Personal bests
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {personalBests(stats.bests).map((b) => (
            <Tile key={b.label} {...b} />
          ))}
        </dl>
      </section>
      <section aria-labelledby="charts-title" className="grid gap-2">
        <h2 id="charts-title" className="font-semibold">
          {table ? "The numbers" : "Charts"}
        </h2>
        {table ? <StatsTable stats={stats} /> : <StatsCharts stats={stats} />}
      </section>
      <BadgeProgressList badges={stats.badges} />
    </div>
  );
}

export function StatsClient() {
  const [range, setRange] = useState<StatsRange>("month");
  const [table, setTable] = useState(false);
  const { data, isLoading } = useStats(range);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Stats</h1>
          <p className="text-muted-foreground text-sm">How your days add up.</p>
        </div>
        <Button variant="outline" size="sm" aria-pressed={table} onClick={() => setTable((t) => !t)}>
          {table ? "Show charts" : "Show as table"}
        </Button>
      </div>
      {/* The chosen range's panel (only that one renders). */}
      <TabPanels tabs={RANGE_TABS} value={range} onValueChange={setRange} label="Range" listClassName="w-full sm:w-fit" panelClassName="mt-4">
        {data ? <StatsBody stats={data} table={table} /> : isLoading ? <Skeleton className="h-96 w-full" /> : <p className="text-muted-foreground">Stats could not be loaded. Please try again.</p>}
      </TabPanels>
      <Later observe>
        <MyCheckIns />
      </Later>
    </div>
  );
}
