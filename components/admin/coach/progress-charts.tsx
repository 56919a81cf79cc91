"use client";
// A member's progress drawn (recharts, loaded with the dialog): the streak day by day, active
// days per week, and weekly completion rates. Hidden from screen readers: each figure's caption
// says what it shows and the table view gives the same numbers.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Area, AreaChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { shortLocalDate } from "@/components/admin/coach/coach-rules";
import type { MemberProgressDto } from "@/lib/schemas/coach";

const AXIS = { fontSize: 11, fill: "var(--muted-foreground)" };
const TOOLTIP = { contentStyle: { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)" } };
const tick = (d: unknown) => shortLocalDate(String(d));

function Figure({ caption, children }: { caption: string; children: React.ReactElement }) {
  return (
    <figure className="grid gap-1">
      <div className="h-44" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <figcaption className="text-muted-foreground text-xs">{caption}</figcaption>
    </figure>
  );
}

export function ProgressCharts({ data }: { data: MemberProgressDto }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Figure caption={`Streak day by day over 12 weeks; best streak ${data.member.bestStreak} days`}>
        <AreaChart accessibilityLayer={false} data={data.streakHistory} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="date" tickFormatter={tick} tick={AXIS} minTickGap={24} />
          <YAxis tick={AXIS} width={32} allowDecimals={false} />
          <Tooltip {...TOOLTIP} labelFormatter={tick} />
          <Area type="stepAfter" dataKey="streak" name="Streak (days)" stroke="var(--chart-5)" fill="var(--chart-5)" fillOpacity={0.25} isAnimationActive={false} />
        </AreaChart>
      </Figure>
      <Figure caption="Active days per week, 12 weeks">
        <BarChart accessibilityLayer={false} data={data.weeks} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="weekStart" tickFormatter={tick} tick={AXIS} />
          <YAxis tick={AXIS} width={24} domain={[0, 7]} allowDecimals={false} />
          <Tooltip {...TOOLTIP} labelFormatter={tick} />
          <Bar dataKey="activeDays" name="Active days" fill="var(--chart-2)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Figure>
      <div className="md:col-span-2">
        <Figure caption="Completion rates per week: tasks, mindset, journal (%)">
          <LineChart accessibilityLayer={false} data={data.weeks} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="weekStart" tickFormatter={tick} tick={AXIS} />
            <YAxis tick={AXIS} width={36} domain={[0, 100]} unit="%" />
            <Tooltip {...TOOLTIP} labelFormatter={tick} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line dataKey="tasks" name="Tasks" stroke="var(--chart-1)" connectNulls isAnimationActive={false} />
            <Line dataKey="mindset" name="Mindset" stroke="var(--chart-3)" isAnimationActive={false} />
            <Line dataKey="journal" name="Journal" stroke="var(--chart-4)" isAnimationActive={false} />
          </LineChart>
        </Figure>
      </div>
    </div>
  );
}
