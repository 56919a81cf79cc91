"use client";
// Thin React wiring of the idle tracker and the sync scheduler for the signed-in member.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { autoLogout } from "@/lib/client/sync/auto-logout";
import { IdleTracker, type VisiblePhase } from "@/lib/client/sync/idle-tracker";
import { resendPendingWrites } from "@/lib/client/sync/pending-writes";
import { forceReset, JOURNAL_KEYS, refreshEverything, refreshSynced } from "@/lib/client/sync/refresh";
import { SyncScheduler, type DayChangeStep } from "@/lib/client/sync/sync-scheduler";
import type { CurrentUser } from "@/lib/schemas/user";

/** Each overlay message stays up at least this long so it can be read. */
const OVERLAY_STEP_MS = 700;

type Member = Pick<CurrentUser, "id" | "timeZone" | "today"> & { dayStartHour?: number };

export function useSessionLifecycle(user: Member | null | undefined) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<VisiblePhase>("active");
  const [dayChangeStep, setDayChangeStep] = useState<DayChangeStep | null>(null);
  const [logoutAt, setLogoutAt] = useState<number | null>(null);
  const idle = useRef<IdleTracker | null>(null);
  const scheduler = useRef<SyncScheduler | null>(null);
  const timeZone = useRef(user?.timeZone ?? "UTC");
  const dayStartHour = useRef(user?.dayStartHour ?? 0);
  const userId = user?.id;
  const today = useRef(user?.today);

  useEffect(() => {
    timeZone.current = user?.timeZone ?? "UTC";
    dayStartHour.current = user?.dayStartHour ?? 0;
    today.current = user?.today;
  });

  const logout = useCallback(() => {
    idle.current?.stop();
    scheduler.current?.stop();
    void autoLogout(undefined, () => queryClient.clear());
  }, [queryClient]);

  useEffect(() => {
    if (userId == null) return;
    const now = () => Date.now();
    const sync = new SyncScheduler(
      {
        now,
        timeZone: () => timeZone.current,
        dayStartHour: () => dayStartHour.current,
        isVisible: () => document.visibilityState === "visible",
        isOnline: () => navigator.onLine !== false,
        refresh: () => refreshSynced(queryClient),
        refreshJournal: () => refreshSynced(queryClient, JOURNAL_KEYS),
        refreshAll: () => refreshEverything(queryClient),
        forceReset,
        onDayChange: setDayChangeStep,
        onReconnect: () => void resendPendingWrites(),
        onSleepTick: () => idle.current?.check(),
        minStepMs: OVERLAY_STEP_MS,
      },
      today.current,
    );
    const tracker = new IdleTracker({
      userId,
      now,
      page: () => window.location.pathname,
      onPhase: (next) => {
        setPhase(next);
        setLogoutAt(next === "warning" ? tracker.logoutAt : null);
        sync.setPaused(next !== "active");
      },
      onWake: () => void sync.wake(),
      onLogout: logout,
    });
    idle.current = tracker;
    scheduler.current = sync;
    sync.start();
    tracker.start();
    void resendPendingWrites();
    return () => {
      tracker.stop();
      sync.stop();
      idle.current = null;
      scheduler.current = null;
    };
  }, [userId, queryClient, logout]);

  const continueSession = useCallback(() => idle.current?.continueSession(), []);
  return { phase, dayChangeStep, logoutAt, continueSession, logoutNow: logout };
}
