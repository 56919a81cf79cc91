import "server-only";
// GET /api/daily-summary: the member's previous journal day, whether the popup is due today,
// and which unfinished top tasks would carry over into today's free slots.
import { carryOverPlan, isSummaryDue, progressSummaryText } from "@/lib/domain/daily-summary";
import type { DailySummaryDto } from "@/lib/schemas/progress";
import { readSummaryFacts } from "@/lib/services/daily-summary/read-summary-facts";
import type { Member } from "@/lib/domain/member";

export async function getDailySummary(member: Member, now: Date = new Date()): Promise<DailySummaryDto | null> {
  const facts = await readSummaryFacts(member, now);
  if (!facts) return null;
  const counts = {
    completedGoals: facts.completedGoals,
    activeSmartGoals: facts.activeSmartGoals,
    learningsMade: facts.learningsMade,
    accomplishmentsMade: facts.accomplishmentsMade,
    widgetPoints: facts.widgetPoints,
    // The stored streak: the header's, the insights' and the coach's (any signed-in use marks
    // the day active first: docs/decisions.md "Fair streaks", one streak everywhere).
    streakDays: facts.streakDays,
  };
  return {
    ...counts,
    progressSummary: progressSummaryText(counts),
    date: facts.previousDate,
    due: isSummaryDue(facts, facts.today),
    carryOver: carryOverPlan(facts.unfinished, facts.todayTasks),
  };
}
