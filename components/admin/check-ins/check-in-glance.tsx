"use client";
// The glance's check-ins (docs/product/check-ins.md#the-coachs-side): per form, this week's answer
// rate and per-question averages against last week.
import { useCheckInGlance } from "@/lib/client/use-admin-check-ins";
import type { GlanceWeek } from "@/lib/schemas/check-ins";

const rateText = (w: GlanceWeek) => (w.rate === null ? "not due yet" : `${w.rate}% (${w.answers} of ${w.expected})`);
const avgText = (v: number | null) => (v === null ? "-" : v.toFixed(1));

export function CheckInGlance() {
  const { data } = useCheckInGlance();
  if (!data?.forms.length) return null;
  return (
    <section aria-labelledby="check-in-glance-title" className="grid gap-3">
      <h2 id="check-in-glance-title" className="text-lg font-semibold">
        Check-ins this week
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {data.forms.map((f) => (
          <div key={f.formId} className="bg-card grid gap-2 rounded-xl border p-4" data-testid="check-in-glance">
            <h3 className="font-semibold">
              {f.title} <span className="text-muted-foreground text-sm font-normal">{f.teamName}</span>
            </h3>
            <p className="text-sm">
              Answered: {rateText(f.thisWeek)}; last week {rateText(f.lastWeek)}
            </p>
            {f.questions.length ? (
              <table className="text-sm">
                <caption className="sr-only">Average answers, this week and last week</caption>
                <thead>
                  <tr className="text-muted-foreground text-left">
                    <th scope="col" className="font-normal">
                      Question
                    </th>
                    <th scope="col" className="font-normal">
                      This week
                    </th>
                    <th scope="col" className="font-normal">
                      Last week
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {f.questions.map((q) => (
                    <tr key={q.questionId}>
                      <th scope="row" className="text-left font-normal">
                        {q.label}
                      </th>
                      <td>{avgText(q.thisWeek)}</td>
                      <td>{avgText(q.lastWeek)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
