"use client";
// Mounted once in the signed-in layout: idle sleep mode, the session warning, auto-logout, the
// periodic and wake-up syncs, the midnight watchers and the day-change overlay (docs/decisions.md "Session lifecycle and sync").
// The sleep overlay and the warning dialog load when first needed, not with the page (docs/decisions.md "Loaded when used, not with the page");
// the dialog then stays mounted so it closes with its animation. The day-change overlay is bundled:
// its steps are timed from the moment the day changes and must show at once.
import { lazy, Suspense, useState } from "react";
import { DayChangeOverlay } from "@/components/session/day-change-overlay";
import { useSessionLifecycle } from "@/lib/client/sync/use-session-lifecycle";
import { useCurrentUser } from "@/lib/client/use-current-user";

// React.lazy (both render only in the browser, after a client-side phase change): next/dynamic's
// loader would weigh on the first load.
const SessionWarningDialog = lazy(() => import("@/components/session/session-warning-dialog").then((m) => ({ default: m.SessionWarningDialog })));
const SleepOverlay = lazy(() => import("@/components/session/sleep-overlay").then((m) => ({ default: m.SleepOverlay })));

export function SessionLifecycle() {
  const { data: user } = useCurrentUser();
  const { phase, dayChangeStep, logoutAt, continueSession, logoutNow } = useSessionLifecycle(user);
  const [warned, setWarned] = useState(false);
  if (phase === "warning" && !warned) setWarned(true);
  if (!user) return null;
  return (
    <>
      <Suspense fallback={null}>{phase === "sleep" && <SleepOverlay />}</Suspense>
      <Suspense fallback={null}>
        {warned && <SessionWarningDialog open={phase === "warning"} logoutAt={logoutAt} onContinue={continueSession} onLogout={logoutNow} />}
      </Suspense>
      {dayChangeStep !== null && <DayChangeOverlay step={dayChangeStep} />}
    </>
  );
}
