"use client";
// The drawings of the /stats charts (recharts, SVG), loaded when their figure comes near the
// screen (chart-slot). Each fills its figure's fixed-size box; the box is hidden from screen
// readers (and out of the tab order) because each figure's caption says what it shows in words
// and the table view (stats-table) gives the same numbers.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { cumulativePoints, rateRows, shortDate, type ChartKind } from "@/components/stats/stats-rules";
import type { StatsDto } from "@/lib/schemas/stats";

const AXIS = { fontSize: 11, fill: "var(--muted-foreground)" };
const TOOLTIP = { contentStyle: { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)" } };

/** A day-by-day area: points so far, or the streak. */
function dailyArea(data: object[], area: { dataKey: string; name: string; color: string; type: "monotone" | "stepAfter"; opacity: number; yWidth: number }) {
  return (
    <AreaChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
      <YAxis tick={AXIS} width={area.yWidth} allowDecimals={false} />
      <Tooltip {...TOOLTIP} labelFormatter={(d) => shortDate(String(d))} />
      <Area type={area.type} dataKey={area.dataKey} name={area.name} stroke={area.color} fill={area.color} fillOpacity={area.opacity} isAnimationActive={false} />
    </AreaChart>
  );
}

const pointsChart = (stats: StatsDto) =>
  dailyArea(cumulativePoints(stats), { dataKey: "total", name: "Total points", color: "var(--chart-1)", type: "monotone", opacity: 0.2, yWidth: 44 });

const streakChart = (stats: StatsDto) =>
  dailyArea(stats.days, { dataKey: "streak", name: "Streak (days)", color: "var(--chart-5)", type: "stepAfter", opacity: 0.25, yWidth: 32 });

const ratesChart = (stats: StatsDto) => (
  <BarChart accessibilityLayer={false} data={rateRows(stats.rates)} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
    <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
    <XAxis type="number" domain={[0, 100]} tick={AXIS} unit="%" />
    <YAxis type="category" dataKey="label" tick={AXIS} width={150} />
    <Tooltip {...TOOLTIP} formatter={(value, _name, item) => [`${value}% (${(item.payload as { text: string }).text})`, "Rate"]} />
    <Bar dataKey="percent" name="Rate" fill="var(--chart-1)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
  </BarChart>
);

const weekdayChart = (stats: StatsDto) => (
  <BarChart accessibilityLayer={false} data={stats.weekdays} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
    <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
    <XAxis dataKey="label" tick={AXIS} />
    <YAxis tick={AXIS} width={44} allowDecimals={false} />
    <Tooltip {...TOOLTIP} />
    <Bar dataKey="points" name="Points" fill="var(--chart-2)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
  </BarChart>
);

const CHARTS: Record<ChartKind, (stats: StatsDto) => React.ReactElement> = { points: pointsChart, streak: streakChart, rates: ratesChart, weekdays: weekdayChart };

/** One chart, sized by its box. */
export function ChartView({ kind, stats }: { kind: ChartKind; stats: StatsDto }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {CHARTS[kind](stats)}
    </ResponsiveContainer>
  );
}
