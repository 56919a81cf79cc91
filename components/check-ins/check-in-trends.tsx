"use client";
// Check-in trends (docs/product/check-ins.md#trends): per form, a small chart per scale and number
// question with its values in words, and the text answers by date. The member's /stats (their own
// answers) and the coach's member progress render the same view.
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { FormTrends } from "@/lib/domain/check-in-trends";

const Chart = lazy(() => import("@/components/check-ins/check-in-trend-chart").then((m) => ({ default: m.CheckInTrendChart })));

export function CheckInTrendsView({ forms }: { forms: FormTrends[] }) {
  return (
    <div className="grid gap-4">
      {forms.map((f) => (
        <div key={f.formId} className="bg-card grid gap-3 rounded-xl border p-4" data-testid="check-in-trends">
          <h3 className="font-semibold">
            {f.title} <span className="text-muted-foreground text-sm font-normal">({f.answered} answered)</span>
          </h3>
          <div className="grid gap-4 md:grid-cols-2">
            {f.series.map((s) => (
              <figure key={s.questionId} className="grid gap-1">
                <figcaption className="text-sm">
                  {s.label}
                  {s.unit ? ` (${s.unit})` : ""}: {s.points.map((p) => p.value).join(", ")}
                  <span className="text-muted-foreground"> (oldest first)</span>
                </figcaption>
                <div className="h-32" aria-hidden>
                  <Suspense fallback={<Skeleton className="h-32 w-full" />}>
                    <Chart series={s} />
                  </Suspense>
                </div>
              </figure>
            ))}
          </div>
          {f.yesNo.length ? (
            <ul className="grid gap-1 text-sm">
              {f.yesNo.map((y) => (
                <li key={y.questionId}>
                  {y.label}: yes {y.yes} of {y.answered}
                </li>
              ))}
            </ul>
          ) : null}
          {f.texts.map((t) => (
            <div key={t.questionId} className="grid gap-1">
              <h4 className="text-sm font-medium">{t.label}</h4>
              <ul className="grid gap-1 text-sm">
                {t.entries.map((e) => (
                  <li key={e.date}>
                    <span className="text-muted-foreground">{e.date}:</span> {e.text}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
