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

const pointsChart = (stats: StatsDto) => (
  <AreaChart accessibilityLayer={false} data={cumulativePoints(stats)} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
    <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
    <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
    <YAxis tick={AXIS} width={44} allowDecimals={false} />
    <Tooltip {...TOOLTIP} labelFormatter={(d) => shortDate(String(d))} />
    <Area type="monotone" dataKey="total" name="Total points" stroke="var(--chart-1)" fill="var(--chart-1)" fillOpacity={0.2} isAnimationActive={false} />
  </AreaChart>
);

const streakChart = (stats: StatsDto) => (
  <AreaChart accessibilityLayer={false} data={stats.days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
    <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
    <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
    <YAxis tick={AXIS} width={32} allowDecimals={false} />
    <Tooltip {...TOOLTIP} labelFormatter={(d) => shortDate(String(d))} />
    <Area type="stepAfter" dataKey="streak" name="Streak (days)" stroke="var(--chart-5)" fill="var(--chart-5)" fillOpacity={0.25} isAnimationActive={false} />
  </AreaChart>
);

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
