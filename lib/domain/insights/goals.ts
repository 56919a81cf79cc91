// Coach Insights (GET /api/insights/goals): deadlines at risk and overdue, the on-time record
// and the completion rate of the member's SMART and main goals. Pure: `now` and the time zone
// are passed in; deadlines are compared as the member's local dates.
import { localDate, type LocalDate } from "@/lib/domain/day";
import { daysBetween, percent, plural, shortDate, type Insight } from "@/lib/domain/insights/statement";

export type GoalFact = {
  title: string;
  kind: "main" | "smart";
  deadline: Date | null;
  isCompleted: boolean;
  completedAt: Date | null;
};

/** A deadline this many local days away or closer is "at risk". */
export const AT_RISK_DAYS = 3;
/** Minimum goals behind a rate. */
export const MIN_GOALS_FOR_RATE = 3;
/** At most this many goals named per kind of statement. */
const NAMED = 3;

const quote = (title: string) => `"${title}"`;

export function goalInsights(goals: readonly GoalFact[], now: Date, timeZone: string): Insight[] {
  const today = localDate(now, timeZone);
  const due = (g: GoalFact): LocalDate | null => (g.deadline ? localDate(g.deadline, timeZone) : null);
  const open = goals.filter((g) => !g.isCompleted);
  const out: Insight[] = [];

  const overdue = open.filter((g) => due(g) !== null && due(g)! < today).sort((a, b) => due(a)!.localeCompare(due(b)!));
  for (const g of overdue.slice(0, NAMED)) {
    const late = daysBetween(due(g)!, today);
    out.push({
      text: `${quote(g.title)} is overdue by ${plural(late, "day")}.`,
      why: `Its deadline was ${shortDate(due(g)!)} and it is not marked complete.`,
    });
  }

  const atRisk = open
    .filter((g) => due(g) !== null && due(g)! >= today && daysBetween(today, due(g)!) <= AT_RISK_DAYS)
    .sort((a, b) => due(a)!.localeCompare(due(b)!));
  for (const g of atRisk.slice(0, NAMED)) {
    const left = daysBetween(today, due(g)!);
    out.push({
      text: left === 0 ? `${quote(g.title)} is due today.` : `${quote(g.title)} is due in ${plural(left, "day")} (${shortDate(due(g)!)}).`,
      why: `Open goals due within ${AT_RISK_DAYS} days are flagged so you can plan for them.`,
    });
  }

  const datedOpen = open.filter((g) => due(g) !== null);
  if (datedOpen.length && !overdue.length && !atRisk.length) {
    out.push({
      text: datedOpen.length === 1 ? "Your open goal with a deadline is on track." : `All ${datedOpen.length} open goals with a deadline are on track.`,
      why: `None is overdue or due within the next ${AT_RISK_DAYS} days.`,
    });
  }

  const finishedDated = goals.filter((g) => g.isCompleted && g.completedAt && g.deadline);
  if (finishedDated.length >= MIN_GOALS_FOR_RATE) {
    const onTime = finishedDated.filter((g) => localDate(g.completedAt!, timeZone) <= due(g)!).length;
    out.push({
      text: `You finished ${onTime} of ${plural(finishedDated.length, "goal")} with a deadline on time (${percent(onTime, finishedDated.length)}%).`,
      why: `Based on your ${plural(finishedDated.length, "completed goal")} that had a deadline.`,
    });
  }

  if (goals.length >= MIN_GOALS_FOR_RATE) {
    const done = goals.length - open.length;
    out.push({
      text: `You have completed ${done} of the ${plural(goals.length, "goal")} you set (${percent(done, goals.length)}%).`,
      why: "Counts every SMART and main goal you created, finished or not.",
    });
  }

  const undated = open.filter((g) => g.kind === "smart" && !g.deadline).length;
  if (undated) {
    out.push({
      text: `${plural(undated, "open SMART goal")} ${undated === 1 ? "has" : "have"} no deadline yet.`,
      why: "SMART goals are time-bound: a deadline lets Reach warn you before it passes.",
    });
  }
  return out;
}
