"use client";
// Dashboard section 5: Daily Mindset Exercises (docs/product/journal-and-reset.md#mindset-exercises). Texts autosave after 1 s,
// the checkboxes after 0.5 s; a celebration follows a save that ticked a flag and earned points
// (the server's points, every award listed); all three done
// gives the "Mindset Exercises Completed" toast and a fresh user (points).
import { useRef } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { BrainIcon, EyeIcon, MessageCircleHeartIcon, CrosshairIcon } from "@/components/ui/icons";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { AutosaveStatus } from "@/components/session/autosave-status";
import { celebrate } from "@/lib/client/celebration";
import { SectionCard } from "@/components/shared/section-card";
import { useJournalDraft } from "@/components/journal/use-journal-draft";
import { LIMITS, POINTS, TIMINGS, pointsLabel } from "@/lib/constants";
import { queryKeys } from "@/lib/query/query-keys";
import { notify } from "@/lib/client/toast";
import {
  allMindsetDone,
  useMindset,
  useSaveMindset,
  type MindsetTexts,
} from "@/lib/client/use-mindset";
import type { MindsetFlags } from "@/lib/schemas/journal";
import { cn } from "@/lib/utils";
import { DONE_CHECKBOX } from "@/components/shared/row-styles";

const EXERCISES = [
  {
    text: "visualization",
    flag: "isVisualizationCompleted",
    label: "Visualization",
    icon: EyeIcon,
    prompt: "Close your eyes for a minute and see yourself reaching your main goal. What does it look and feel like?",
    placeholder: "I see myself...",
  },
  {
    text: "selfTalk",
    flag: "isSelfTalkCompleted",
    label: "Self-Talk",
    icon: MessageCircleHeartIcon,
    prompt: "Write the encouraging words you need to hear today, as if from your best coach.",
    placeholder: "You can do this because...",
  },
  {
    text: "focus",
    flag: "isFocusCompleted",
    label: "Focus",
    icon: CrosshairIcon,
    prompt: "Name the one thing that deserves your full attention today, and why.",
    placeholder: "Today my focus is...",
  },
] as const;

const TEXTS = EXERCISES.map((e) => e.text);
const FLAGS = EXERCISES.map((e) => e.flag);

/**
 * The celebration of a mindset save (docs/decisions.md "Fair points and sessions": popups tell the truth): the points the server gave,
 * and every award behind them ('+15 exercise, +25 bonus, +20 badge: Mindset Master').
 */
async function celebrateMindset(queryClient: QueryClient, labels: string[], awarded: number, allDone: boolean) {
  // The breakdown's rules and the badges' names load with the first celebration: out of the
  // dashboard's first-load script.
  const { mindsetParts, partsBreakdown } = await import("@/lib/domain/points-breakdown");
  const { parts, badges } = mindsetParts(awarded, labels.length, allDone);
  const names = badges > 0 ? await import("@/lib/client/badge-names").then((m) => m.unlockedBadgeNames(queryClient, badges)) : [];
  celebrate({
    title: `${labels[labels.length - 1]} Complete!`,
    message: "Another step towards a stronger mind. Keep it up!",
    type: "mindset",
    points: awarded,
    detail: partsBreakdown(parts, awarded, names) ?? undefined,
  });
}

export function MindsetSection({ id }: { id?: string }) {
  const queryClient = useQueryClient();
  // The exercises ticked since the last save: its celebration names the last and lists every award.
  const marked = useRef<string[]>([]);
  const { data } = useMindset();
  const { mutateAsync: saveMindset } = useSaveMindset();
  const texts = useJournalDraft<MindsetTexts>({
    key: "mindset-text",
    fields: TEXTS,
    server: data,
    save: (fields, madeAt) => saveMindset({ fields, madeAt }),
    delayMs: TIMINGS.mindsetTextDebounceMs,
  });
  const flags = useJournalDraft<MindsetFlags>({
    key: "mindset-flags",
    fields: FLAGS,
    server: data,
    save: async (value, madeAt) => {
      const saved = await saveMindset({ fields: value, madeAt });
      const labels = marked.current.splice(0);
      if (labels.length && saved.pointsAwarded > 0) void celebrateMindset(queryClient, labels, saved.pointsAwarded, allMindsetDone(value));
      if (allMindsetDone(value)) {
        notify("achievement", "Mindset Exercises Completed", "You finished all three exercises today. Your mind is ready!");
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      }
    },
    delayMs: TIMINGS.mindsetCheckboxDebounceMs,
  });
  const doneCount = FLAGS.filter((f) => flags.value?.[f]).length;

  return (
    <SectionCard
      id={id}
      icon={BrainIcon}
      title="Daily Mindset Exercises"
      description={`${doneCount} of 3 done today`}
      badge={`${pointsLabel(POINTS.mindsetExercise)} each`}
      status={<AutosaveStatus status={texts.status === "idle" ? flags.status : texts.status} />}
    >
      <div className="grid gap-3 md:grid-cols-3">
        {EXERCISES.map(({ text, flag, label, icon: Icon, prompt, placeholder }) => {
          const done = !!flags.value?.[flag];
          return (
            <div
              key={flag}
              data-testid={`mindset-${text}`}
              className={cn(
                "flex flex-col gap-2 rounded-xl border p-3 transition-colors",
                done ? "border-emerald-400 bg-emerald-50 dark:border-emerald-600/70 dark:bg-emerald-950/40" : "bg-background/60",
              )}
            >
              <div className="flex items-center gap-2">
                <Icon className="size-4 text-cardinal-700 dark:text-gold-500" aria-hidden />
                <Label htmlFor={`mindset-${text}`} className="font-semibold">
                  {label}
                </Label>
              </div>
              <p className="text-xs text-muted-foreground">{prompt}</p>
              <Textarea
                id={`mindset-${text}`}
                value={texts.value?.[text] ?? ""}
                maxLength={LIMITS.text}
                onChange={(e) => texts.set(text, e.target.value)}
                onBlur={() => void texts.flush()}
                placeholder={placeholder}
                className="min-h-20 flex-1 resize-y bg-card"
              />
              <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
                <Checkbox
                  checked={done}
                  aria-label={`${label} completed`}
                  onCheckedChange={(checked) => {
                    const on = checked === true;
                    flags.set(flag, on);
                    if (on) marked.current.push(label);
                    else marked.current = marked.current.filter((l) => l !== label);
                  }}
                  className={cn("size-5", done && DONE_CHECKBOX)}
                />
                {done ? "Completed" : "Mark as done"}
              </label>
            </div>
          );
        })}
      </div>
    </SectionCard>
  );
}
