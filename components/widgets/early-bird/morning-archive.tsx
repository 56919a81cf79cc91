"use client";
// Earlier mornings by date, newest first: each opens to its tasks, intention and reflection.
import { CheckIcon, CircleIcon, StarIcon } from "lucide-react";
import type { MorningArchive as Archive } from "./storage";

const dateLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

export function MorningArchive({ archive }: { archive: Archive[] }) {
  if (archive.length === 0) return null;
  return (
    <section aria-labelledby="early-bird-archive" className="space-y-2">
      <h3 id="early-bird-archive" className="text-sm font-semibold">
        Earlier mornings
      </h3>
      <ul className="max-h-64 space-y-1.5 overflow-y-auto pr-1" data-testid="early-bird-archive">
        {archive.map((morning) => {
          const done = morning.tasks.filter((t) => t.completed).length;
          return (
            <li key={morning.date}>
              <details className="rounded-lg border bg-card px-3 py-2 text-sm">
                <summary className="cursor-pointer font-medium">
                  {dateLabel(morning.date)}{" "}
                  <span className="font-normal text-muted-foreground">
                    · {done} of {morning.tasks.length} tasks done
                  </span>
                </summary>
                <div className="mt-2 space-y-2">
                  {morning.intention && (
                    <p>
                      <span className="font-medium">Intention: </span>
                      {morning.intention}
                    </p>
                  )}
                  {morning.tasks.length > 0 && (
                    <ul className="space-y-1">
                      {morning.tasks.map((task) => (
                        <li key={task.id} className="flex items-center gap-2">
                          {task.completed ? <CheckIcon className="size-4 text-emerald-600" aria-label="done" /> : <CircleIcon className="size-4 text-muted-foreground" aria-label="not done" />}
                          <span className={task.completed ? "line-through" : undefined}>{task.content}</span>
                          {task.isPriority && <StarIcon className="size-3.5 fill-gold-500 text-gold-700" aria-label="priority" />}
                        </li>
                      ))}
                    </ul>
                  )}
                  {morning.reflection && (
                    <p>
                      <span className="font-medium">Reflection: </span>
                      {morning.reflection}
                    </p>
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
