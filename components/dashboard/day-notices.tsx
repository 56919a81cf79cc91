"use client";
// What the dashboard shows once the page is idle, never first-screen content, in one chunk: the
// daily summary popup (docs/product/points-and-badges.md#daily-summary) and the fair-streak notices (the
// travel prompt and the freeze notice, docs/decisions.md "Fair streaks"), and the due check-in card
// (docs/product/check-ins.md#the-members-side), kept out of the dashboard's first-load script.
import { CheckInCards } from "@/components/check-ins/check-in-card";
import { DailySummaryHost } from "@/components/daily-summary/daily-summary-host";
import { FairStreakNotices } from "@/components/dashboard/fair-streak-notices";
import type { CurrentUser } from "@/lib/schemas/user";

export function DayNotices({ user }: { user: CurrentUser | undefined }) {
  return (
    <>
      <DailySummaryHost user={user} />
      <FairStreakNotices user={user} />
      {user ? <CheckInCards timeZone={user.timeZone} /> : null}
    </>
  );
}
