// The table view of /stats: the numbers behind every chart, for screen readers and for anyone
// who prefers figures.
import { cumulativePoints, rateRows } from "@/components/stats/stats-rules";
import { longDate } from "@/components/calendar/calendar-rules";
import type { StatsDto } from "@/lib/schemas/stats";

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 text-left font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b last:border-0">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-2 py-1 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-2 py-1">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StatsTable({ stats }: { stats: StatsDto }) {
  const days = cumulativePoints(stats).map((p, i) => ({ ...p, ...stats.days[i] }));
  return (
    <div className="bg-card grid gap-6 rounded-xl border p-4">
      <Table caption="Completion rates" head={["Rate", "Percent", "Count"]} rows={rateRows(stats.rates).map((r) => [r.label, `${r.percent}%`, r.text])} />
      <Table caption="Weekday pattern" head={["Weekday", "Points", "Days you showed up"]} rows={stats.weekdays.map((w) => [w.label, w.points, `${w.activeDays} of ${w.days}`])} />
      <Table
        caption="Day by day"
        head={["Date", "Points", "Total points", "Streak", "Tasks done", "Mindset", "Journal"]}
        rows={[...days].reverse().map((d) => [longDate(d.date), d.points, d.total, d.streak, d.tasksCompleted, `${d.mindsetCompleted} of 3`, d.journalWritten ? "Written" : "–"])}
      />
    </div>
  );
}
