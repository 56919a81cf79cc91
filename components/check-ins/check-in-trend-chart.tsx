"use client";
// One check-in question's trend (recharts, SVG), loaded with the check-ins section of /stats and
// the coach's member progress. Hidden from screen readers: the figure's caption says it in words.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TrendSeries } from "@/lib/domain/check-in-trends";

const AXIS = { fontSize: 11, fill: "var(--muted-foreground)" };
const TOOLTIP = { contentStyle: { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)" } };

export function CheckInTrendChart({ series }: { series: TrendSeries }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={series.points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="date" tick={AXIS} tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
        <YAxis tick={AXIS} width={36} allowDecimals={series.kind === "number"} domain={series.kind === "scale" ? [1, 5] : ["auto", "auto"]} />
        <Tooltip {...TOOLTIP} />
        <Line type="monotone" dataKey="value" name={series.label} stroke="var(--chart-1)" strokeWidth={2} dot isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
