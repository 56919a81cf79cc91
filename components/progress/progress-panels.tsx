"use client";
// The dashboard's progress area (docs/product/points-and-badges.md#the-progress-panel): the progress panel, the three coach insight cards and
// the earned badges. Loaded as its own chunk below the fold; the server prefetches its reads, so
// the first HTML already holds the member's numbers.
import { BadgesPanel } from "@/components/progress/badges-panel";
import { InsightCards } from "@/components/insights/insight-cards";
import { ProgressPanel } from "@/components/progress/progress-panel";
import { TeamCardsSlot } from "@/components/challenges/team-cards-slot";

export function ProgressPanels() {
  return (
    <>
      <ProgressPanel id="progress" />
      <InsightCards />
      <BadgesPanel id="badges" />
      <TeamCardsSlot />
    </>
  );
}
