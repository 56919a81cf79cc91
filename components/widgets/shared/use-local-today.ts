"use client";
// The member's local date at the moment of an action, for the widgets' day counts
// (shared/daily-count): read when the action happens, so a widget left open past midnight counts
// the new day.
import { useCallback } from "react";
import { useMemberDay } from "@/components/shared/member-day";
import { localDate, type LocalDate } from "@/lib/domain/day";

export function useLocalToday(): () => LocalDate {
  const { timeZone } = useMemberDay();
  return useCallback(() => localDate(new Date(), timeZone), [timeZone]);
}
