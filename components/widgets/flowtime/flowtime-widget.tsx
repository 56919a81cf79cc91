"use client";
// Flowtime (docs/product/widgets.md#flowtime): start a session with a task, pause and resume, 'Done Working'
// starts the break (the earned break grows while you work), then complete or cancel (confirmed).
// Renders and dispatches only: the rules are in ./rules.
import { useMemo, useState } from "react";
import { CheckIcon, CoffeeIcon, PauseIcon, PlayIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useMemberDay } from "@/components/shared/member-day";
import { newId } from "@/components/widgets/shared/new-id";
import { formatClock, formatMinutes, MINUTE } from "@/components/widgets/shared/timer/clock";
import { TimerFace } from "@/components/widgets/shared/timer/timer-face";
import { usePhaseEnd } from "@/components/widgets/shared/timer/use-phase-end";
import { useTabTitle } from "@/components/widgets/shared/timer/use-tab-title";
import { useTimerNow } from "@/components/widgets/shared/timer/use-timer-now";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { useLocalState } from "@/lib/client/local-store";
import { LIMITS } from "@/lib/constants";
import { localDate } from "@/lib/domain/day";
import { CancelSessionButton } from "./cancel-session-button";
import { breakTime, cancelSession, completeSession, doneWorking, pauseSession, recommendedBreak, resumeSession, sessionsOn, settleBreak, startSession, workTime } from "./rules";
import { FLOWTIME_EMPTY, flowtimeStateSchema } from "./storage";
import { FLOWTIME_KEY } from "@/components/widgets/storage-keys";

const minutes = (ms: number) => formatMinutes(Math.round(ms / MINUTE));

export default function FlowtimeWidget() {
  const [state, setState] = useLocalState(FLOWTIME_KEY, flowtimeStateSchema, FLOWTIME_EMPTY);
  const apply = useOutcome(setState);
  const [task, setTask] = useState("");
  const { timeZone } = useMemberDay();
  const a = state.active;
  const now = useTimerNow(!!a && !a.isPaused);

  const settled = useMemo(() => {
    const r = settleBreak(state, now);
    return r && { key: `flowtime:${state.active?.id}:${r.at}`, state: r.state, award: null, notice: { title: "Break is over", body: "Ready for the next flow session?", tag: "flowtime" } };
  }, [state, now]);
  usePhaseEnd(settled, setState);

  const work = a ? workTime(a, now) : 0;
  const earned = recommendedBreak(work);
  const breakLeft = a?.phase === "break" ? earned - breakTime(a, now) : 0;
  const shown = a?.phase === "break" ? formatClock(Math.abs(breakLeft)) : formatClock(work, "down");
  useTabTitle(a && !a.isPaused ? `${a.phase === "break" ? (breakLeft <= 0 ? "+" : "") : ""}${shown} · ${a.phase === "break" ? "Break" : "Flow"} · Reach` : null);
  const today = sessionsOn(state, localDate(new Date(now), timeZone), timeZone);

  return (
    <div className="space-y-4" data-testid="flowtime-widget">
      {!a ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (apply(startSession(state, task, newId(), Date.now()))) setTask("");
          }}
        >
          <label htmlFor="flowtime-task" className="min-w-[12rem] flex-1 space-y-1 text-xs font-medium">
            <span>Task</span>
            <Input id="flowtime-task" value={task} maxLength={LIMITS.title} placeholder="What will you work on?" onChange={(e) => setTask(e.target.value)} />
          </label>
          <Button type="submit">
            <PlayIcon aria-hidden /> Start session
          </Button>
        </form>
      ) : (
        <>
          <TimerFace
            label={a.phase === "break" ? (breakLeft > 0 ? "Break left" : "Break over by") : a.isPaused ? `Paused: ${a.task}` : `In flow: ${a.task}`}
            time={shown}
            tone={a.phase === "break" ? "break" : "work"}
            progress={a.phase === "break" && earned ? Math.min(1, breakTime(a, now) / earned) : undefined}
            testId="flowtime-time"
          />
          <p className="text-center text-sm text-muted-foreground" data-testid="flowtime-break">
            {a.phase === "working" ? `Break earned so far: ${minutes(earned)}` : `You worked ${minutes(work)}: a ${minutes(earned)} break is recommended.`}
          </p>
          <div className="flex flex-wrap items-center justify-center gap-2">
            {a.phase === "working" ? (
              <>
                {a.isPaused ? (
                  <Button variant="outline" onClick={() => setState(resumeSession(state, Date.now()))}>
                    <PlayIcon aria-hidden /> Resume
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => setState(pauseSession(state, Date.now()))}>
                    <PauseIcon aria-hidden /> Pause
                  </Button>
                )}
                <Button onClick={() => setState(doneWorking(state, Date.now()))}>
                  <CoffeeIcon aria-hidden /> Done Working
                </Button>
              </>
            ) : (
              <Button onClick={() => apply(completeSession(state, Date.now()))}>
                <CheckIcon aria-hidden /> Complete
              </Button>
            )}
            <CancelSessionButton onConfirm={() => setState(cancelSession(state))} />
          </div>
        </>
      )}
      <p className="text-center text-xs text-muted-foreground" data-testid="flowtime-today">
        Today: {today.count} session{today.count === 1 ? "" : "s"} · {minutes(today.workMs)} of focused work
      </p>
      {state.sessions.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Recent flow sessions">
          {state.sessions.slice(0, 3).map((s) => (
            <li key={s.id} className="flex justify-between gap-2 rounded-lg border px-2.5 py-1.5">
              <span className="truncate">{s.task}</span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {minutes(s.totalWorkTime)} work · {minutes(s.totalBreakTime)} break
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
