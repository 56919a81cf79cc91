"use client";
// What the dashboard shows once the page is idle, never first-screen content, in one chunk: the
// daily summary popup (docs/product/points-and-badges.md#daily-summary) and the fair-streak notices (the
// travel prompt and the freeze notice, docs/decisions.md "Fair streaks").
import { DailySummaryHost } from "@/components/daily-summary/daily-summary-host";
import { FairStreakNotices } from "@/components/dashboard/fair-streak-notices";
import type { CurrentUser } from "@/lib/schemas/user";

export function DayNotices({ user }: { user: CurrentUser | undefined }) {
  return (
    <>
      <DailySummaryHost user={user} />
      <FairStreakNotices user={user} />
    </>
  );
}
