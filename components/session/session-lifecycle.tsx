"use client";
// Mounted once in the signed-in layout: idle sleep mode, the session warning, auto-logout, the
// periodic and wake-up syncs, the midnight watchers and the day-change overlay (issue 4).
import { DayChangeOverlay } from "@/components/session/day-change-overlay";
import { SessionWarningDialog } from "@/components/session/session-warning-dialog";
import { SleepOverlay } from "@/components/session/sleep-overlay";
import { useSessionLifecycle } from "@/lib/client/sync/use-session-lifecycle";
import { useCurrentUser } from "@/lib/client/use-current-user";

export function SessionLifecycle() {
  const { data: user } = useCurrentUser();
  const { phase, dayChangeStep, logoutAt, continueSession, logoutNow } = useSessionLifecycle(user);
  if (!user) return null;
  return (
    <>
      {phase === "sleep" && <SleepOverlay />}
      <SessionWarningDialog open={phase === "warning"} logoutAt={logoutAt} onContinue={continueSession} onLogout={logoutNow} />
      {dayChangeStep !== null && <DayChangeOverlay step={dayChangeStep} />}
    </>
  );
}
