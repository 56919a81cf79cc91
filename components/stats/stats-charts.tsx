"use client";
// The /stats charts (recharts, SVG), loaded on demand by stats-client. Each chart is a figure
// whose caption says what it shows in words; the drawing itself is hidden from screen readers
// (and out of the tab order) because the table view (stats-table) gives the same numbers.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { cumulativePoints, rateRows, shortDate } from "@/components/stats/stats-rules";
import type { StatsDto } from "@/lib/schemas/stats";

const AXIS = { fontSize: 11, fill: "var(--muted-foreground)" };
const TOOLTIP = { contentStyle: { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)" } };

function Figure({ title, summary, children }: { title: string; summary: string; children: React.ReactElement }) {
  return (
    <figure className="bg-card grid gap-2 rounded-xl border p-4">
      <figcaption>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-muted-foreground text-xs">{summary}</p>
      </figcaption>
      <div className="h-56 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function StatsCharts({ stats }: { stats: StatsDto }) {
  const points = cumulativePoints(stats);
  const last = points.at(-1)?.total ?? 0;
  const earned = last - stats.pointsBefore;
  const rates = rateRows(stats.rates);
  const busiest = [...stats.weekdays].sort((a, b) => b.points - a.points)[0];
  const peakStreak = Math.max(0, ...stats.days.map((d) => d.streak));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Figure title="Points over time" summary={`${earned.toLocaleString("en-US")} points earned in this range, ${last.toLocaleString("en-US")} in total.`}>
        <AreaChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
          <YAxis tick={AXIS} width={44} allowDecimals={false} />
          <Tooltip {...TOOLTIP} labelFormatter={(d) => shortDate(String(d))} />
          <Area type="monotone" dataKey="total" name="Total points" stroke="var(--chart-1)" fill="var(--chart-1)" fillOpacity={0.2} isAnimationActive={false} />
        </AreaChart>
      </Figure>
      <Figure title="Streak history" summary={`Longest streak in this range: ${peakStreak} ${peakStreak === 1 ? "day" : "days"}.`}>
        <AreaChart accessibilityLayer={false} data={stats.days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
          <YAxis tick={AXIS} width={32} allowDecimals={false} />
          <Tooltip {...TOOLTIP} labelFormatter={(d) => shortDate(String(d))} />
          <Area type="stepAfter" dataKey="streak" name="Streak (days)" stroke="var(--chart-5)" fill="var(--chart-5)" fillOpacity={0.25} isAnimationActive={false} />
        </AreaChart>
      </Figure>
      <Figure title="Completion rates" summary={rates.map((r) => `${r.label}: ${r.percent}% (${r.text})`).join("; ")}>
        <BarChart accessibilityLayer={false} data={rates} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} tick={AXIS} unit="%" />
          <YAxis type="category" dataKey="label" tick={AXIS} width={150} />
          <Tooltip {...TOOLTIP} formatter={(value, _name, item) => [`${value}% (${(item.payload as { text: string }).text})`, "Rate"]} />
          <Bar dataKey="percent" name="Rate" fill="var(--chart-1)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </Figure>
      <Figure title="Weekday pattern" summary={busiest && busiest.points > 0 ? `Your strongest day is ${busiest.label} (${busiest.points} points).` : "No points in this range yet."}>
        <BarChart accessibilityLayer={false} data={stats.weekdays} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} />
          <YAxis tick={AXIS} width={44} allowDecimals={false} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="points" name="Points" fill="var(--chart-2)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Figure>
    </div>
  );
}
