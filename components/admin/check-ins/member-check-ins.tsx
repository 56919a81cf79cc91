"use client";
// Member progress > Check-ins (docs/product/check-ins.md#trends): the member's answers of the last
// 12 weeks, a chart per scale and number question and the text answers by week.
import { CheckInTrendsView } from "@/components/check-ins/check-in-trends";
import { useMemberCheckIns } from "@/lib/client/use-admin-check-ins";

export function MemberCheckIns({ userId }: { userId: number }) {
  const { data } = useMemberCheckIns(userId);
  if (!data?.forms.length) return null;
  return (
    <section aria-labelledby="coach-check-ins-title" className="mt-4 grid gap-2">
      <h3 id="coach-check-ins-title" className="font-semibold">
        Check-ins
      </h3>
      <CheckInTrendsView forms={data.forms} />
    </section>
  );
}
