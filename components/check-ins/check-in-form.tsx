"use client";
// The member's check-in form (docs/product/check-ins.md#questions): one field per question, each
// a native control (radios for a scale and yes/no, a number field with its unit, a text box), so it
// works with the keyboard and on a phone. The browser checks the answers with the server's own rule
// (checkAnswers) before sending; the server's message is shown as it is.
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { isOfflineFallback, serverMessageOf } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { useAnswerCheckIn } from "@/lib/client/use-check-ins";
import { CHECK_IN_LIMITS, checkAnswers, type CheckInQuestion } from "@/lib/domain/check-in-questions";
import type { DueCheckInDto } from "@/lib/schemas/check-ins";

type Draft = Record<string, string | number | boolean>;

const choice =
  "border-input bg-background flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border px-3 text-sm font-medium " +
  "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-ring/50 peer-focus-visible:ring-[3px]";

function Choices({ name, options, value, onChange, labelledBy }: { name: string; options: { value: number | boolean; label: string }[]; value: unknown; onChange: (v: number | boolean) => void; labelledBy: string }) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <label key={String(o.value)}>
          <input type="radio" className="peer sr-only" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span className={choice}>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

function Field({ q, value, onChange, formKey }: { q: CheckInQuestion; value: unknown; onChange: (v: string | number | boolean) => void; formKey: string }) {
  const id = `${formKey}-${q.id}`;
  const title = (
    <span className="text-sm font-medium">
      {q.label}
      {q.required ? <span className="text-muted-foreground"> (required)</span> : null}
    </span>
  );
  switch (q.type) {
    case "scale":
      return (
        <fieldset className="space-y-2" data-question={q.id}>
          <legend id={`${id}-label`}>{title}</legend>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground text-xs">1 = {q.minLabel}</span>
            <Choices name={id} labelledBy={`${id}-label`} value={value} onChange={onChange} options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }))} />
            <span className="text-muted-foreground text-xs">5 = {q.maxLabel}</span>
          </div>
        </fieldset>
      );
    case "yesno":
      return (
        <fieldset className="space-y-2" data-question={q.id}>
          <legend id={`${id}-label`}>{title}</legend>
          <Choices name={id} labelledBy={`${id}-label`} value={value} onChange={onChange} options={[{ value: true, label: "Yes" }, { value: false, label: "No" }]} />
        </fieldset>
      );
    case "number":
      return (
        <div className="space-y-2" data-question={q.id}>
          <label htmlFor={id}>{title}</label>
          <div className="flex items-center gap-2">
            <Input id={id} type="number" inputMode="decimal" step="any" min={q.min} max={q.max} className="w-32" value={value === undefined ? "" : String(value)} onChange={(e) => onChange(e.target.value)} />
            <span className="text-muted-foreground text-sm">
              {q.unit} ({q.min} to {q.max})
            </span>
          </div>
        </div>
      );
    case "text":
      return (
        <div className="space-y-2" data-question={q.id}>
          <label htmlFor={id}>{title}</label>
          <Textarea id={id} maxLength={CHECK_IN_LIMITS.text} rows={2} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value)} />
        </div>
      );
  }
}

/** A number field's text as the number it holds ("" is no answer). */
function toAnswers(questions: readonly CheckInQuestion[], draft: Draft): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {};
  for (const q of questions) {
    const v = draft[q.id];
    if (v === undefined || v === "") continue;
    out[q.id] = q.type === "number" && typeof v === "string" ? Number(v) : v;
  }
  return out;
}

export function CheckInForm({ checkIn, onDone, onCancel }: { checkIn: DueCheckInDto; onDone: () => void; onCancel: () => void }) {
  const formKey = useId();
  const [draft, setDraft] = useState<Draft>(() => ({ ...(checkIn.answers ?? {}) }));
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerCheckIn();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const answers = toAnswers(checkIn.questions, draft);
    const checked = checkAnswers(checkIn.questions, answers);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    answer.mutate(
      { formId: checkIn.formId, date: checkIn.date, answers },
      {
        onSuccess: (result) => {
          // Kept offline: sent, with its points, when the connection is back (the offline bar's words).
          if (isOfflineFallback(result)) notify("success", "Check-in saved", "Offline: changes will sync");
          else notify("success", "Check-in sent", result.pointsAwarded > 0 ? `+${result.pointsAwarded} Points` : "Your coach will see your answers.");
          onDone();
        },
        onError: (err) => setError(serverMessageOf(err) ?? "Could not send the check-in. Please try again."),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-5" noValidate aria-label={`Check-in: ${checkIn.title}`}>
      {checkIn.questions.map((q) => (
        <Field key={q.id} q={q} formKey={formKey} value={draft[q.id]} onChange={(v) => setDraft((d) => ({ ...d, [q.id]: v }))} />
      ))}
      {error ? (
        <p role="alert" className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending ? "Sending..." : "Send check-in"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
