import "server-only";
// GET /api/journal/days/{date}, for /calendar: that local date's pages, oldest first, each with
// its tasks, behavior, learnings, mindset and note, read-only. One statement: the pages and their
// parts as JSON, built from the same selects the other reads use.
import { db } from "@/lib/db";
import type { LocalDate } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JournalDayDto } from "@/lib/schemas/journal";
import { goalSelect, toGoalDto, type GoalRow } from "@/lib/services/goals/goal-shape";
import { isoSql, type Timestamped } from "@/lib/services/shared/iso-dates";
import { behaviorSelect, learningSelect, mindsetSelect, noteSelect, splitLearnings, toBehaviorDto, toMindsetDto, toNoteDto } from "@/lib/services/journal/journal-shape";

const DATE_COLUMNS = new Set(["dateCreated", "deadline", "completedAt"]);

/** json_build_object of the selected columns of `alias`, timestamps as ISO strings. */
function jsonOf(alias: string, select: Record<string, boolean>): Prisma.Sql {
  const pairs = Object.keys(select).map((key) => {
    const column = `${alias}."${key}"`;
    return Prisma.sql`${Prisma.raw(`'${key}'`)}, ${DATE_COLUMNS.has(key) ? isoSql(column) : Prisma.raw(column)}`;
  });
  return Prisma.sql`json_build_object(${Prisma.join(pairs)})`;
}

type PageJson = {
  id: number;
  pageNo: number;
  createdAt: string;
  tasks: Timestamped<GoalRow>[];
  behavior: Parameters<typeof toBehaviorDto>[1];
  learnings: Parameters<typeof splitLearnings>[0];
  mindset: Parameters<typeof toMindsetDto>[1];
  note: Parameters<typeof toNoteDto>[1];
};
type Row = { active: boolean; streak: number; pages: PageJson[] };

export async function getJournalDay(userId: number, date: LocalDate): Promise<JournalDayDto> {
  const [day] = await db.$queryRaw<Row[]>`
    SELECT d."active", d."streak", coalesce(json_agg(json_build_object(
      'id', p."id", 'pageNo', p."pageNo", 'createdAt', ${isoSql('p."createdAt"')},
      'tasks', (SELECT coalesce(json_agg(${jsonOf("g", goalSelect)} ORDER BY g."type"), '[]') FROM "Goal" g WHERE g."pageId" = p."id"),
      'behavior', (SELECT ${jsonOf("b", behaviorSelect)} FROM "Behavior" b WHERE b."pageId" = p."id"),
      'learnings', (SELECT coalesce(json_agg(${jsonOf("l", learningSelect)} ORDER BY l."id"), '[]') FROM "LearningItem" l WHERE l."pageId" = p."id"),
      'mindset', (SELECT ${jsonOf("m", mindsetSelect)} FROM "Mindset" m WHERE m."pageId" = p."id"),
      'note', (SELECT ${jsonOf("n", noteSelect)} FROM "Note" n WHERE n."pageId" = p."id")
    ) ORDER BY p."pageNo") FILTER (WHERE p."id" IS NOT NULL), '[]') AS "pages"
    FROM "JournalDay" d LEFT JOIN "JournalPage" p ON p."dayId" = d."id"
    WHERE d."userId" = ${userId} AND d."date" = ${date}::date
    GROUP BY d."id"`;
  return {
    date,
    active: day?.active ?? false,
    streak: day?.streak ?? null,
    pages: (day?.pages ?? []).map((page) => ({
      id: page.id,
      pageNo: page.pageNo,
      createdAt: page.createdAt,
      tasks: page.tasks.map(toGoalDto),
      behavior: toBehaviorDto(userId, page.behavior),
      ...splitLearnings(page.learnings),
      mindset: toMindsetDto(userId, page.mindset),
      note: toNoteDto(userId, page.note),
    })),
  };
}
