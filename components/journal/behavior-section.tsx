"use client";
// Dashboard section 3: Behavior Tracker (Continue / Start / Stop Doing), autosaved after 1 s.
import { ActivityIcon } from "@/components/ui/icons";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { AutosaveStatus } from "@/components/session/autosave-status";
import { SectionCard } from "@/components/shared/section-card";
import { useJournalDraft } from "@/components/journal/use-journal-draft";
import { LIMITS, POINTS, TIMINGS, pointsLabel } from "@/lib/constants";
import { useBehavior, useSaveBehavior, type BehaviorFields } from "@/lib/client/use-behavior";
import { cn } from "@/lib/utils";

const FIELDS = [
  { name: "continueDoing", label: "Continue Doing", hint: "What worked today that you want to keep?", accent: "border-l-emerald-500" },
  { name: "startDoing", label: "Start Doing", hint: "What new habit would help you grow?", accent: "border-l-blue-500" },
  { name: "stopDoing", label: "Stop Doing", hint: "What held you back and needs to go?", accent: "border-l-red-500" },
] as const;
const NAMES = FIELDS.map((f) => f.name);

const INFO = (
  <p>
    A quick daily reflection. Continue what works, start what would help, stop what holds you back. Everything saves
    by itself a second after you stop typing; your first reflection of the day earns {pointsLabel(POINTS.behavior)}.
  </p>
);

export function BehaviorSection() {
  const { data } = useBehavior();
  const { mutateAsync: saveBehavior } = useSaveBehavior();
  const draft = useJournalDraft<BehaviorFields>({
    key: "behavior",
    fields: NAMES,
    server: data,
    save: (fields, madeAt) => saveBehavior({ fields, madeAt }),
    delayMs: TIMINGS.behaviorDebounceMs,
  });
  return (
    <SectionCard
      icon={ActivityIcon}
      title="Behavior Tracker"
      description="Reflect on your habits today."
      badge={pointsLabel(POINTS.behavior)}
      info={INFO}
      status={<AutosaveStatus status={draft.status} />}
    >
      <div className="grid gap-3 md:grid-cols-3">
        {FIELDS.map(({ name, label, hint, accent }) => (
          <div key={name} className={cn("space-y-1.5 rounded-xl border border-l-4 bg-background/60 p-3", accent)}>
            <Label htmlFor={`behavior-${name}`} className="font-semibold">
              {label}
            </Label>
            <Textarea
              id={`behavior-${name}`}
              value={draft.value?.[name] ?? ""}
              maxLength={LIMITS.text}
              onChange={(e) => draft.set(name, e.target.value)}
              onBlur={() => void draft.flush()}
              placeholder={hint}
              className="min-h-24 resize-y bg-card"
            />
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
