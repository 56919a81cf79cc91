"use client";
// The coach's glance (components/admin/coach/glance-cards.tsx) shows the running challenges
// (docs/product/challenges-and-partners.md#the-coachs-side).
import { useAdminChallenges } from "@/lib/client/use-challenges";

export function RunningChallenges() {
  const { data } = useAdminChallenges();
  const running = (data?.challenges ?? []).filter((c) => c.running);
  if (!data) return null;
  return (
    <div className="bg-card rounded-xl border p-3" data-testid="glance-challenges">
      <h3 className="mb-1 text-sm font-medium">Running challenges: {running.length}</h3>
      {running.length > 0 && (
        <ul className="text-muted-foreground text-sm">
          {running.slice(0, 5).map((c) => (
            <li key={c.id}>
              {c.name} · {c.joined.toLocaleString("en-US")} joined · ends {c.endDate}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
