"use client";
// Dashboard section 4: Things I Learned Today / Things I Accomplished Today (docs/product/journal-and-reset.md#learned-and-accomplished):
// a new entry is added on Enter or blur (blank ignored); an edit is
// saved on Enter or the save button; Escape or a blank edit cancels.
import { useState } from "react";
import { AwardIcon, BookOpenIcon, CheckIcon, PencilIcon, PlusIcon, Trash2Icon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/shared/section-card";
import { serverMessageOf } from "@/lib/client/api";
import { deletionFailed } from "@/components/shared/goal-toasts";
import { DAILY_AWARD_LIMITS, LIMITS, POINTS, pointsLabel } from "@/lib/constants";
import { useProgress } from "@/lib/client/use-progress";
import { toast } from "@/lib/client/toast";
import {
  useAddLearning,
  useDeleteLearning,
  useLearnings,
  useUpdateLearning,
  type LearningDto,
  type LearningType,
} from "@/lib/client/use-learnings";

const COPY = {
  learned: {
    title: "Things I Learned Today",
    icon: BookOpenIcon,
    noun: "learning",
    placeholder: "What did you learn today?",
    empty: "Nothing yet. Even a small insight counts.",
    points: POINTS.learned,
  },
  accomplished: {
    title: "Things I Accomplished Today",
    icon: AwardIcon,
    noun: "accomplishment",
    placeholder: "What did you get done today?",
    empty: "Nothing yet. Celebrate every win, big or small.",
    points: POINTS.accomplished,
  },
} as const;

/**
 * The section's points pill (docs/product/points-and-badges.md#fair-points): '+5 Points each' while
 * the server says more items earn today, 'All 5 earned today' once the day's count is used.
 */
export function pointsBadge(points: number, limit: number, left: number | undefined): string {
  return left === 0 ? `All ${limit} earned today` : `${pointsLabel(points)} each`;
}

export function LearningList({ type }: { type: LearningType }) {
  const copy = COPY[type];
  const { data: items = [] } = useLearnings(type);
  const { mutateAsync: addLearning } = useAddLearning(type);
  // The server's count of the day's awards (GET /api/progress, read again after every award).
  const { data: progress } = useProgress();
  const [entry, setEntry] = useState("");

  const add = async () => {
    const content = entry.trim();
    if (!content) return;
    setEntry("");
    try {
      await addLearning(content);
    } catch (error) {
      setEntry((current) => current || content);
      toast({ title: "Error", description: serverMessageOf(error) ?? `Failed to create ${copy.noun} item`, variant: "destructive" });
    }
  };

  return (
    <SectionCard icon={copy.icon} title={copy.title} badge={pointsBadge(copy.points, DAILY_AWARD_LIMITS[type], progress?.learningAwardsLeft?.[type])} className="h-full">
      <div className="flex gap-2">
        <Input
          value={entry}
          maxLength={LIMITS.text}
          onChange={(e) => setEntry(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void add();
            }
          }}
          onBlur={() => void add()}
          placeholder={copy.placeholder}
          aria-label={`Add to ${copy.title}`}
        />
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Add ${copy.noun}`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void add()}
        >
          <PlusIcon />
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="py-2 text-center text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul className="space-y-2" aria-label={copy.title}>
          {items.map((item) => (
            <LearningItem key={item.id} item={item} type={type} noun={copy.noun} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function LearningItem({ item, type, noun }: { item: LearningDto; type: LearningType; noun: string }) {
  const [editing, setEditing] = useState<string | null>(null);
  const { mutateAsync: updateLearning } = useUpdateLearning(type);
  const { mutateAsync: deleteLearning } = useDeleteLearning(type);

  const save = async () => {
    const content = editing?.trim() ?? "";
    setEditing(null);
    if (!content || content === item.content) return;
    try {
      await updateLearning({ id: item.id, content });
    } catch (error) {
      console.error(`Failed to update ${noun} item`, error);
      toast({ title: "Error", description: `Failed to update ${noun} item`, variant: "destructive" });
    }
  };

  const remove = async () => {
    try {
      await deleteLearning(item.id);
    } catch (error) {
      deletionFailed(error);
    }
  };

  if (editing !== null) {
    return (
      <li className="flex items-center gap-2">
        <Input
          autoFocus
          value={editing}
          maxLength={LIMITS.text}
          onChange={(e) => setEditing(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void save();
            } else if (e.key === "Escape") {
              e.preventDefault();
              setEditing(null);
            }
          }}
          aria-label={`Edit ${noun}`}
        />
        <Button type="button" size="icon" aria-label="Save" onClick={() => void save()}>
          <CheckIcon />
        </Button>
      </li>
    );
  }

  return (
    <li className="group flex items-start gap-2 rounded-lg border bg-background/60 px-3 py-2">
      <span aria-hidden className="mt-[11px] size-1.5 shrink-0 rounded-full bg-gold-500" />
      <span className="min-w-0 flex-1 py-1 text-sm leading-5 break-words">{item.content}</span>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 text-muted-foreground"
        aria-label={`Edit "${item.content}"`}
        onClick={() => setEditing(item.content)}
      >
        <PencilIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 text-muted-foreground hover:text-destructive"
        aria-label={`Delete "${item.content}"`}
        onClick={() => void remove()}
      >
        <Trash2Icon />
      </Button>
    </li>
  );
}
