"use client";
// The three coach insight cards of the dashboard, side by side from md up.
import { InsightCard } from "@/components/insights/insight-card";
import { INSIGHT_ORDER } from "@/components/insights/insight-kinds";

export function InsightCards() {
  return (
    <div className="grid items-start gap-4 md:grid-cols-3" data-testid="insight-cards">
      <h2 className="sr-only">Coach insights</h2>
      {INSIGHT_ORDER.map((kind) => (
        <InsightCard key={kind} kind={kind} />
      ))}
    </div>
  );
}
