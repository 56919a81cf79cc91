"use client";
// The /stats charts: four figures whose captions say what each shows in words, rendered with the
// page (server HTML included). Each drawing (recharts, chart-views) loads and draws only when its
// figure comes near the screen, one chart per task, into a box of its final size, so the page's
// first load carries no chart code and nothing moves when a chart arrives (docs/decisions.md "/stats charts draw when seen").
import { ChartSlot } from "@/components/stats/chart-slot";
import { CHART_KINDS, chartCaptions } from "@/components/stats/stats-rules";
import type { StatsDto } from "@/lib/schemas/stats";

export function StatsCharts({ stats }: { stats: StatsDto }) {
  const captions = chartCaptions(stats);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {CHART_KINDS.map((kind) => (
        <figure key={kind} className="bg-card grid gap-2 rounded-xl border p-4">
          <figcaption>
            <h3 className="font-semibold">{captions[kind].title}</h3>
            <p className="text-muted-foreground text-xs">{captions[kind].summary}</p>
          </figcaption>
          <ChartSlot kind={kind} stats={stats} />
        </figure>
      ))}
    </div>
  );
}
