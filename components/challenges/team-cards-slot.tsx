"use client";
// The team cards at the end of the dashboard's progress area (docs/product/challenges-and-partners.md#the-members-card):
// browser-only, their code loaded when the spot comes near the screen or at the member's first use
// (components/shared/later), so the dashboard's first-load script does not grow (docs/decisions.md
// "Challenges and partners").
import { lazy } from "react";
import { Later } from "@/components/shared/later";

const ChallengesCard = lazy(() => import("@/components/challenges/challenges-card").then((m) => ({ default: m.ChallengesCard })));
const PartnersCard = lazy(() => import("@/components/challenges/partners-card").then((m) => ({ default: m.PartnersCard })));

export function TeamCardsSlot() {
  return (
    <Later observe>
      <div className="space-y-6">
        <ChallengesCard />
        <PartnersCard />
      </div>
    </Later>
  );
}
