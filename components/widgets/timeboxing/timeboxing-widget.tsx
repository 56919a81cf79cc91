"use client";
// Timeboxing (docs/product/widgets.md#timeboxing): boxes with start, pause and resume, one active at a time, the
// active one large on top. Renders and dispatches only: the rules are in ./rules.
import { useMemo } from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { newId } from "@/components/widgets/shared/new-id";
import { formatClock } from "@/components/widgets/shared/timer/clock";
import { TimerFace } from "@/components/widgets/shared/timer/timer-face";
import { usePhaseEnd } from "@/components/widgets/shared/timer/use-phase-end";
import { useTabTitle } from "@/components/widgets/shared/timer/use-tab-title";
import { useTimerNow } from "@/components/widgets/shared/timer/use-timer-now";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { useLocalState } from "@/lib/client/local-store";
import { activeBox, createBox, deleteBox, editBox, isRunning, msLeft, pauseBox, settleBoxes, startBox, stopBox, TIMEBOX_ITEMS } from "./rules";
import { TIMEBOXING_EMPTY, timeboxingStateSchema } from "./storage";
import { TIMEBOXING_KEY } from "@/components/widgets/storage-keys";
import { TimeboxForm } from "./timebox-form";
import { TimeboxRow } from "./timebox-row";

export default function TimeboxingWidget() {
  const [state, setState] = useLocalState(TIMEBOXING_KEY, timeboxingStateSchema, TIMEBOXING_EMPTY);
  const apply = useOutcome(setState, TIMEBOX_ITEMS);
  const running = isRunning(state);
  const now = useTimerNow(running);

  const settled = useMemo(() => {
    const r = settleBoxes(state, now);
    return r && { key: `timebox:${r.box.id}:${r.at}`, state: r.state, award: r.award, notice: { title: "Timebox finished", body: `Time is up for "${r.box.name}".`, tag: "timeboxing" } };
  }, [state, now]);
  usePhaseEnd(settled, setState, TIMEBOX_ITEMS);

  const active = activeBox(state);
  const left = active ? msLeft(active, now) : 0;
  useTabTitle(running && active ? `${formatClock(left)} · ${active.name} · Reach` : null);

  return (
    <div className="space-y-4" data-testid="timeboxing-widget">
      {active && (
        <TimerFace label={active.runningSince === null ? `Paused: ${active.name}` : active.name} time={formatClock(left)} progress={1 - left / (active.duration * 60_000)} testId="timebox-time" />
      )}
      <TimeboxForm idPrefix="new-timebox" onSubmit={(input) => apply(createBox(state, input, newId()))}>
        <Button type="submit">
          <PlusIcon aria-hidden /> Add timebox
        </Button>
      </TimeboxForm>
      {state.boxes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No timeboxes yet. Give a task a fixed amount of time and start it.</p>
      ) : (
        <ul className="space-y-1.5" aria-label="Timeboxes">
          {state.boxes.map((box) => (
            <TimeboxRow
              key={box.id}
              box={box}
              now={now}
              onStart={() => apply(startBox(state, box.id, Date.now()))}
              onPause={() => setState(pauseBox(state, box.id, Date.now()))}
              onStop={() => setState(stopBox(state, box.id))}
              onEdit={(input) => apply(editBox(state, box.id, input))}
              onDelete={() => apply(deleteBox(state, box.id))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
