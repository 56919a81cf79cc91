"use client";
// The coach's check-in form editor (docs/product/check-ins.md#forms): title, team (new forms),
// schedule, and up to 8 questions of four kinds, each required or not. Saving an edit of the
// questions makes the form's next version; the server's message is shown as it is.
import { useState } from "react";
import { FormProblem } from "@/components/admin/tab-parts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { serverMessageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { useCreateCheckInForm, useUpdateCheckInForm } from "@/lib/client/use-admin-check-ins";
import { CHECK_IN_LIMITS, QUESTION_TYPES, type QuestionType } from "@/lib/domain/check-in-questions";
import { weekdayName } from "@/lib/domain/check-ins";
import type { CheckInFormDto, CreateCheckInFormInput } from "@/lib/schemas/check-ins";
import type { TeamDto } from "@/lib/schemas/teams";

const TYPE_LABELS: Record<QuestionType, string> = { scale: "Scale 1-5", yesno: "Yes / no", number: "Number", text: "Short text" };
const select = "border-input bg-background h-9 rounded-md border px-2 text-sm focus-visible:ring-ring/50 focus-visible:ring-[3px] outline-none";

type DraftQuestion = { key: string; id?: string; type: QuestionType; label: string; required: boolean; minLabel: string; maxLabel: string; unit: string; min: string; max: string };

let keys = 0;
const blank = (): DraftQuestion => ({ key: `new-${++keys}`, type: "scale", label: "", required: true, minLabel: "", maxLabel: "", unit: "", min: "", max: "" });

function fromForm(form: CheckInFormDto): DraftQuestion[] {
  return form.questions.map((q) => ({
    ...blank(),
    key: q.id,
    id: q.id,
    type: q.type,
    label: q.label,
    required: q.required,
    ...(q.type === "scale" ? { minLabel: q.minLabel, maxLabel: q.maxLabel } : {}),
    ...(q.type === "number" ? { unit: q.unit, min: String(q.min), max: String(q.max) } : {}),
  }));
}

const num = (text: string) => (text.trim() === "" ? undefined : Number(text));

function toInput(q: DraftQuestion): CreateCheckInFormInput["questions"][number] {
  const base = { ...(q.id ? { id: q.id } : {}), type: q.type, label: q.label, required: q.required };
  if (q.type === "scale") return { ...base, minLabel: q.minLabel, maxLabel: q.maxLabel };
  if (q.type === "number") return { ...base, unit: q.unit, min: num(q.min), max: num(q.max) };
  return base;
}

function QuestionEditor({ q, index, onChange, onRemove }: { q: DraftQuestion; index: number; onChange: (q: DraftQuestion) => void; onRemove: () => void }) {
  const id = `question-${q.key}`;
  const set = (changes: Partial<DraftQuestion>) => onChange({ ...q, ...changes });
  return (
    <fieldset className="grid gap-2 rounded-md border p-3" data-testid="question-editor">
      <legend className="px-1 text-sm font-medium">Question {index + 1}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1">
          <label htmlFor={`${id}-label`} className="text-sm">
            Question
          </label>
          <Input id={`${id}-label`} value={q.label} maxLength={CHECK_IN_LIMITS.label} onChange={(e) => set({ label: e.target.value })} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-type`} className="text-sm">
            Kind
          </label>
          <select id={`${id}-type`} className={select} value={q.type} onChange={(e) => set({ type: e.target.value as QuestionType })}>
            {QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" checked={q.required} onChange={(e) => set({ required: e.target.checked })} className="size-4" />
          Required
        </label>
        <Button type="button" variant="outline" size="sm" onClick={onRemove} aria-label={`Remove question ${index + 1}`}>
          Remove
        </Button>
      </div>
      {q.type === "scale" ? (
        <div className="flex flex-wrap gap-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-min-label`} className="text-sm">
              Label at 1
            </label>
            <Input id={`${id}-min-label`} value={q.minLabel} maxLength={CHECK_IN_LIMITS.endLabel} onChange={(e) => set({ minLabel: e.target.value })} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-max-label`} className="text-sm">
              Label at 5
            </label>
            <Input id={`${id}-max-label`} value={q.maxLabel} maxLength={CHECK_IN_LIMITS.endLabel} onChange={(e) => set({ maxLabel: e.target.value })} />
          </div>
        </div>
      ) : null}
      {q.type === "number" ? (
        <div className="flex flex-wrap gap-2">
          {(["unit", "min", "max"] as const).map((field) => (
            <div key={field} className="grid w-28 gap-1">
              <label htmlFor={`${id}-${field}`} className="text-sm">
                {field === "unit" ? "Unit" : field === "min" ? "Minimum" : "Maximum"}
              </label>
              <Input id={`${id}-${field}`} type={field === "unit" ? "text" : "number"} value={q[field]} onChange={(e) => set({ [field]: e.target.value })} />
            </div>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

export function CheckInFormEditor({ form, teams, onClose }: { form: CheckInFormDto | null; teams: TeamDto[]; onClose: () => void }) {
  const liveTeams = teams.filter((t) => !t.archivedAt);
  const [title, setTitle] = useState(form?.title ?? "");
  const [teamId, setTeamId] = useState<number>(form?.teamId ?? liveTeams[0]?.id ?? 0);
  const [cadence, setCadence] = useState<"weekly" | "daily">(form?.schedule.cadence ?? "weekly");
  const [weekday, setWeekday] = useState<number>(form && form.schedule.cadence === "weekly" ? form.schedule.weekday : 7);
  const [hour, setHour] = useState<number>(form?.schedule.hour ?? 18);
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => (form ? fromForm(form) : [blank()]));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCheckInForm();
  const update = useUpdateCheckInForm();
  const pending = create.isPending || update.isPending;

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const schedule = cadence === "weekly" ? { cadence, weekday, hour } : { cadence, hour };
    const body = { title, schedule, questions: questions.map(toInput) };
    const done = {
      onSuccess: () => {
        toast({ title: form ? "Check-in saved" : "Check-in created", variant: "success" });
        onClose();
      },
      onError: (err: unknown) => setError(serverMessageOf(err) ?? "Could not save the check-in. Please try again."),
    };
    setError(null);
    if (form) update.mutate({ id: form.id, ...body }, done);
    else create.mutate({ teamId, ...body }, done);
  };

  return (
    <form onSubmit={save} noValidate className="bg-card grid gap-4 rounded-xl border p-4" aria-labelledby="check-in-editor-title">
      <h3 id="check-in-editor-title" className="font-semibold">
        {form ? `Edit "${form.title}"` : "New check-in"}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 flex-1 gap-1">
          <label htmlFor="check-in-title" className="text-sm">
            Title
          </label>
          <Input id="check-in-title" value={title} maxLength={CHECK_IN_LIMITS.title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        {form ? null : (
          <div className="grid gap-1">
            <label htmlFor="check-in-team" className="text-sm">
              Team
            </label>
            <select id="check-in-team" className={select} value={teamId} onChange={(e) => setTeamId(Number(e.target.value))}>
              {liveTeams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid gap-1">
          <label htmlFor="check-in-cadence" className="text-sm">
            Due
          </label>
          <select id="check-in-cadence" className={select} value={cadence} onChange={(e) => setCadence(e.target.value as "weekly" | "daily")}>
            <option value="weekly">Weekly</option>
            <option value="daily">Daily</option>
          </select>
        </div>
        {cadence === "weekly" ? (
          <div className="grid gap-1">
            <label htmlFor="check-in-weekday" className="text-sm">
              Weekday
            </label>
            <select id="check-in-weekday" className={select} value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
              {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                <option key={d} value={d}>
                  {weekdayName(d)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="grid gap-1">
          <label htmlFor="check-in-hour" className="text-sm">
            Hour (member&apos;s own day)
          </label>
          <select id="check-in-hour" className={select} value={hour} onChange={(e) => setHour(Number(e.target.value))}>
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {String(h).padStart(2, "0")}:00
              </option>
            ))}
          </select>
        </div>
      </div>
      {questions.map((q, i) => (
        <QuestionEditor key={q.key} q={q} index={i} onChange={(next) => setQuestions((all) => all.map((x) => (x.key === q.key ? next : x)))} onRemove={() => setQuestions((all) => all.filter((x) => x.key !== q.key))} />
      ))}
      <FormProblem message={error} className="font-medium" />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={questions.length >= CHECK_IN_LIMITS.questions} onClick={() => setQuestions((all) => [...all, blank()])}>
          Add question
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : form ? "Save check-in" : "Create check-in"}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
