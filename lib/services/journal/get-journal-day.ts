import "server-only";
// GET /api/journal/days/{date}, for /calendar: that local date's pages, oldest first, each with
// its tasks, behavior, learnings, mindset and note, read-only. A constant number of statements.
import { db } from "@/lib/db";
import { dateColumn, type LocalDate } from "@/lib/domain/day";
import type { JournalDayDto } from "@/lib/schemas/journal";
import { toGoalDto } from "@/lib/services/goals/goal-shape";
import { pagePartsSelect, splitLearnings, toBehaviorDto, toMindsetDto, toNoteDto } from "@/lib/services/journal/journal-shape";

export async function getJournalDay(userId: number, date: LocalDate): Promise<JournalDayDto> {
  const day = await db.journalDay.findUnique({
    where: { userId_date: { userId, date: dateColumn(date) } },
    select: {
      active: true,
      streak: true,
      pages: { orderBy: { pageNo: "asc" }, select: { id: true, pageNo: true, createdAt: true, ...pagePartsSelect } },
    },
  });
  return {
    date,
    active: day?.active ?? false,
    streak: day?.streak ?? null,
    pages: (day?.pages ?? []).map((page) => ({
      id: page.id,
      pageNo: page.pageNo,
      createdAt: page.createdAt.toISOString(),
      tasks: page.tasks.map(toGoalDto),
      behavior: toBehaviorDto(userId, page.behavior),
      ...splitLearnings(page.learnings),
      mindset: toMindsetDto(userId, page.mindset),
      note: toNoteDto(userId, page.note),
    })),
  };
}
