"use client";
// /stats > Check-ins: the member's own answers of the last 12 weeks as trends. Loaded when its
// box comes near the screen (components/stats/stats-client.tsx), never with the page.
import { CheckInTrendsView } from "@/components/check-ins/check-in-trends";
import { usePastCheckIns } from "@/lib/client/use-check-ins";
import { checkInTrends } from "@/lib/domain/check-in-trends";

export function MyCheckIns() {
  const { data } = usePastCheckIns();
  if (!data?.answers.length) return null;
  return (
    <section aria-labelledby="check-ins-title" className="grid gap-2">
      <h2 id="check-ins-title" className="font-semibold">
        Check-ins
      </h2>
      <CheckInTrendsView forms={checkInTrends(data.answers)} />
    </section>
  );
}
