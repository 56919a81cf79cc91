"use client";
// One timebox: its name, minutes and time left, and the actions its state allows (start or
// resume, pause, stop, edit before it starts, delete).
import { useState } from "react";
import { CheckCircle2Icon, PauseIcon, PencilIcon, PlayIcon, SquareIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatClock, formatMinutes } from "@/components/widgets/shared/timer/clock";
import { cn } from "@/lib/utils";
import { msLeft } from "./rules";
import type { Timebox } from "./storage";
import { TimeboxForm } from "./timebox-form";

type Props = {
  box: Timebox;
  now: number;
  onStart: () => void;
  onPause: () => void;
  onStop: () => void;
  onEdit: (input: { name: string; duration: number }) => boolean;
  onDelete: () => void;
};

const status = (box: Timebox) => (box.completed ? "Done" : box.runningSince !== null ? "Running" : box.active ? "Paused" : "Ready");

export function TimeboxRow({ box, now, onStart, onPause, onStop, onEdit, onDelete }: Props) {
  const [editing, setEditing] = useState(false);
  const label = `"${box.name}"`;
  if (editing) {
    return (
      <li className="rounded-lg border p-2.5">
        <TimeboxForm idPrefix={`edit-${box.id}`} initial={box} onSubmit={(input) => onEdit(input) && (setEditing(false), true)}>
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </TimeboxForm>
      </li>
    );
  }
  return (
    <li
      data-testid="timebox"
      data-status={status(box).toLowerCase()}
      className={cn(
        "flex flex-wrap items-center gap-2 rounded-lg border p-2.5",
        box.active && "border-cardinal-100 bg-cardinal-50/70 dark:border-cardinal-800 dark:bg-cardinal-900/30",
        box.completed && "border-emerald-300 bg-emerald-50/70 dark:border-emerald-700/60 dark:bg-emerald-950/30",
      )}
    >
      {box.completed && <CheckCircle2Icon className="size-5 shrink-0 text-emerald-600" aria-hidden />}
      <div className="min-w-0 flex-1">
        <p className={cn("break-words text-sm font-medium", box.completed && "text-muted-foreground line-through")}>{box.name}</p>
        <p className="text-xs text-muted-foreground">
          {formatMinutes(box.duration)} · {status(box)}
        </p>
      </div>
      <span className="text-sm font-semibold tabular-nums">
        <span className="sr-only">Time left: </span>
        {formatClock(msLeft(box, now))}
      </span>
      <div className="flex items-center gap-0.5">
        {!box.completed &&
          (box.runningSince !== null ? (
            <Button variant="ghost" size="icon" className="size-8" aria-label={`Pause ${label}`} onClick={onPause}>
              <PauseIcon aria-hidden />
            </Button>
          ) : (
            <Button variant="ghost" size="icon" className="size-8" aria-label={`${box.active ? "Resume" : "Start"} ${label}`} onClick={onStart}>
              <PlayIcon aria-hidden />
            </Button>
          ))}
        {box.active && (
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Stop ${label}`} onClick={onStop}>
            <SquareIcon aria-hidden />
          </Button>
        )}
        {!box.active && !box.completed && (
          <Button variant="ghost" size="icon" className="size-8 text-muted-foreground" aria-label={`Edit ${label}`} onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
          </Button>
        )}
        <Button variant="ghost" size="icon" className="size-8 text-muted-foreground hover:text-destructive" aria-label={`Delete ${label}`} onClick={onDelete}>
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
