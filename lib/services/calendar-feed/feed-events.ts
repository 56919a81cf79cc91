import "server-only";
// What the calendar feed holds (docs/product/calendar-feed.md). Each source gives a member's
// events as all-day dates in the member's time zone; the feed is every source's events: the SMART
// goal deadlines and the check-ins due (check-ins-due.ts).
import { db } from "@/lib/db";
import { localDate, type LocalDate } from "@/lib/domain/day";
import { checkInsDue } from "@/lib/services/calendar-feed/check-ins-due";

export type FeedEvent = {
  /** Stable across fetches, so a calendar updates the event instead of adding another. */
  uid: string;
  /** The member's local date (an all-day event). */
  date: LocalDate;
  summary: string;
  description?: string;
};

type Member = { id: number; timeZone: string };
type FeedSource = (member: Member) => Promise<FeedEvent[]>;

/** Open SMART goals with a deadline: one all-day event on the deadline's local day. */
const smartGoalDeadlines: FeedSource = async (member) => {
  const goals = await db.goal.findMany({
    where: { userId: member.id, type: { in: ["smart1", "smart2", "smart3"] }, archivedAt: null, isCompleted: false, deadline: { not: null } },
    select: { id: true, title: true, deadline: true },
    orderBy: { deadline: "asc" },
  });
  return goals.map((g) => ({
    uid: `smart-goal-${g.id}@reach`,
    date: localDate(g.deadline!, member.timeZone),
    summary: `SMART goal due: ${g.title}`,
    description: "The deadline of one of your SMART goals in Reach.",
  }));
};

export const FEED_SOURCES: FeedSource[] = [smartGoalDeadlines, (member) => checkInsDue(member)];

export async function feedEvents(member: Member): Promise<FeedEvent[]> {
  const all = await Promise.all(FEED_SOURCES.map((source) => source(member)));
  return all.flat();
}
