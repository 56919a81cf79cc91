// A member's check-in answers as trends (docs/product/check-ins.md#trends): per form, one series
// per scale or number question (followed by its id across versions, named by its latest label),
// oldest first, each yes/no question's count of yes, and the text answers by date. The member's /stats and the coach's member progress
// read the same shape.
import type { CheckInAnswers, CheckInQuestion } from "@/lib/domain/check-in-questions";

export type AnsweredCheckIn = { formId: number; title: string; date: string; questions: CheckInQuestion[]; answers: CheckInAnswers };
export type TrendSeries = { questionId: string; label: string; kind: "scale" | "number"; unit: string; points: { date: string; value: number }[] };
export type TextAnswers = { questionId: string; label: string; entries: { date: string; text: string }[] };
export type YesNoCounts = { questionId: string; label: string; yes: number; answered: number };
export type FormTrends = { formId: number; title: string; series: TrendSeries[]; yesNo: YesNoCounts[]; texts: TextAnswers[]; answered: number };

export function checkInTrends(answered: readonly AnsweredCheckIn[]): FormTrends[] {
  const forms = new Map<number, AnsweredCheckIn[]>();
  for (const a of answered) forms.set(a.formId, [...(forms.get(a.formId) ?? []), a]);
  return [...forms.entries()].map(([formId, list]) => {
    const oldestFirst = [...list].sort((a, b) => a.date.localeCompare(b.date));
    const series = new Map<string, TrendSeries>();
    const texts = new Map<string, TextAnswers>();
    const yesNo = new Map<string, YesNoCounts>();
    for (const a of oldestFirst) {
      for (const q of a.questions) {
        const value = a.answers[q.id];
        if (q.type === "scale" || q.type === "number") {
          const s = series.get(q.id) ?? { questionId: q.id, label: q.label, kind: q.type, unit: q.type === "number" ? q.unit : "", points: [] };
          s.label = q.label;
          if (typeof value === "number") s.points.push({ date: a.date, value });
          series.set(q.id, s);
        } else if (q.type === "yesno") {
          const y = yesNo.get(q.id) ?? { questionId: q.id, label: q.label, yes: 0, answered: 0 };
          y.label = q.label;
          if (typeof value === "boolean") {
            y.answered++;
            if (value) y.yes++;
          }
          yesNo.set(q.id, y);
        } else if (q.type === "text") {
          const t = texts.get(q.id) ?? { questionId: q.id, label: q.label, entries: [] };
          t.label = q.label;
          if (typeof value === "string" && value) t.entries.unshift({ date: a.date, text: value });
          texts.set(q.id, t);
        }
      }
    }
    return {
      formId,
      title: oldestFirst[oldestFirst.length - 1].title,
      series: [...series.values()].filter((s) => s.points.length > 0),
      yesNo: [...yesNo.values()].filter((y) => y.answered > 0),
      texts: [...texts.values()].filter((t) => t.entries.length > 0),
      answered: list.length,
    };
  });
}
