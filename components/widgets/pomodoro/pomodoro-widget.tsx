"use client";
// Pomodoro (docs/product/widgets.md#pomodoro): the timer, the current task and the task list. Renders and
// dispatches only: every rule is in ./rules, every time computed from the stored run.
import { useCallback, useMemo } from "react";
import { PauseIcon, PlayIcon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMemberDay } from "@/components/shared/member-day";
import { newId } from "@/components/widgets/shared/new-id";
import { formatClock, formatMinutes, MINUTE } from "@/components/widgets/shared/timer/clock";
import { TimerFace } from "@/components/widgets/shared/timer/timer-face";
import { usePhaseEnd } from "@/components/widgets/shared/timer/use-phase-end";
import { useTabTitle } from "@/components/widgets/shared/timer/use-tab-title";
import { useTimerNow } from "@/components/widgets/shared/timer/use-timer-now";
import { SegmentedChoice } from "@/components/widgets/shared/segmented-choice";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { useLocalState } from "@/lib/client/local-store";
import { localDate } from "@/lib/domain/day";
import { PomodoroTasks } from "./pomodoro-tasks";
import { addTask, currentTask, deleteTask, isRunning, POMODORO_ITEMS, pause, PHASE_LABELS, POMODORO_DURATIONS, reset, selectTask, settle, start, switchPhase, timeLeft, toggleTask, workedToday } from "./rules";
import { POMODORO_EMPTY, POMODORO_PHASES, pomodoroStateSchema, type PomodoroPhase } from "./storage";
import { POMODORO_KEY } from "@/components/widgets/storage-keys";

const PHASE_CHOICES = POMODORO_PHASES.map((value) => ({ value, label: PHASE_LABELS[value] }));

export default function PomodoroWidget() {
  const [state, setState] = useLocalState(POMODORO_KEY, pomodoroStateSchema, POMODORO_EMPTY);
  const apply = useOutcome(setState, POMODORO_ITEMS);
  const { timeZone } = useMemberDay();
  const running = isRunning(state);
  const now = useTimerNow(running);
  const today = localDate(new Date(now), timeZone);

  const settled = useMemo(() => {
    const r = settle(state, now, today);
    if (!r) return null;
    const body = r.end.ended === "work" ? `Time for a ${PHASE_LABELS[r.end.next].toLowerCase()}.` : "Break is over. Ready to focus?";
    return { key: `pomodoro:${r.end.at}`, state: r.state, award: r.award, notice: { title: `${PHASE_LABELS[r.end.ended]} finished`, body, tag: "pomodoro" } };
  }, [state, now, today]);
  usePhaseEnd(settled, setState);

  const left = timeLeft(state, now);
  const clock = formatClock(left);
  useTabTitle(running ? `${clock} · ${PHASE_LABELS[state.phase]} · Reach` : null);
  const task = currentTask(state);
  const onAdd = useCallback((name: string) => apply(addTask(state, name, newId())), [apply, state]);

  return (
    <div className="space-y-4" data-testid="pomodoro-widget">
      <SegmentedChoice label="Phase" value={state.phase} options={PHASE_CHOICES} onChange={(phase: PomodoroPhase) => setState(switchPhase(state, phase))} />
      <TimerFace label={PHASE_LABELS[state.phase]} time={clock} progress={1 - left / POMODORO_DURATIONS[state.phase]} tone={state.phase === "work" ? "work" : "break"} testId="pomodoro-time" />
      <div className="flex flex-wrap items-center justify-center gap-2">
        {running ? (
          <Button onClick={() => setState(pause(state, Date.now()))}>
            <PauseIcon aria-hidden /> Pause
          </Button>
        ) : (
          <Button onClick={() => apply(start(state, Date.now()))}>
            <PlayIcon aria-hidden /> Start
          </Button>
        )}
        <Button variant="outline" onClick={() => setState(reset(state))}>
          <RotateCcwIcon aria-hidden /> Reset
        </Button>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-xs">
        <div className="rounded-lg border p-2">
          <dt className="text-muted-foreground">Current task</dt>
          <dd className="truncate font-semibold" data-testid="pomodoro-current-task">
            {task ? task.name : "None selected"}
          </dd>
        </div>
        <div className="rounded-lg border p-2">
          <dt className="text-muted-foreground">Sessions</dt>
          <dd className="font-semibold tabular-nums" data-testid="pomodoro-count">
            {state.pomodoroCount}
          </dd>
        </div>
        <div className="rounded-lg border p-2">
          <dt className="text-muted-foreground">Focused today</dt>
          <dd className="font-semibold tabular-nums">{formatMinutes(Math.round(workedToday(state, today) / MINUTE))}</dd>
        </div>
      </dl>
      <PomodoroTasks
        tasks={state.tasks}
        currentTaskId={state.currentTaskId}
        onAdd={onAdd}
        onSelect={(id) => setState(selectTask(state, id))}
        onToggle={(id) => apply(toggleTask(state, id))}
        onDelete={(id) => apply(deleteTask(state, id))}
      />
    </div>
  );
}
