"use client";
// docs/product/notifications.md#the-achievement-toast: the first unread notification whose title holds an achievement keyword is toasted
// after 3 s, and then all notifications are marked read (so it is toasted once).
import { useEffect, useRef } from "react";
import { TIMINGS } from "@/lib/constants";
import { firstAchievement } from "@/lib/domain/notifications";
import { notify } from "@/lib/client/toast";
import { isAnnounced } from "@/lib/client/announced-notifications";
import type { NotificationDto } from "@/lib/schemas/notifications";

export function useAchievementToast(list: NotificationDto[] | undefined, markAllRead: () => void) {
  // Badges a celebration already named are not toasted again (docs/decisions.md "The achievement toast").
  const candidate = list ? firstAchievement(list.filter((n) => !n.isRead && !isAnnounced(n.id))) : undefined;
  const shown = useRef(new Set<number>());
  const latest = useRef({ candidate, markAllRead });
  useEffect(() => {
    latest.current = { candidate, markAllRead };
  });

  const id = candidate?.id;
  useEffect(() => {
    if (id === undefined || shown.current.has(id)) return;
    const timer = setTimeout(() => {
      const { candidate: current, markAllRead: markAll } = latest.current;
      if (!current || current.id !== id || isAnnounced(id)) return;
      shown.current.add(id);
      notify("achievement", current.title, current.message);
      markAll();
    }, TIMINGS.achievementToastDelayMs);
    return () => clearTimeout(timer);
  }, [id]);
}
