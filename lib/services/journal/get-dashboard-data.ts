import "server-only";
// Everything the dashboard shows, shaped exactly as the separate GET endpoints return it, so the
// dashboard's server component can prefetch each React Query key from one call. Two reads in
// parallel: the goals statement and the current page with its parts.
import type { DashboardData } from "@/lib/schemas/journal";
import { listGoals } from "@/lib/services/goals/list-goals";
import { pagePartsSelect, splitLearnings, toBehaviorDto, toMindsetDto, toNoteDto } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/domain/member";
import { readCurrentPage } from "@/lib/services/journal/read-current-page";

export async function getDashboardData(member: Member, now: Date = new Date()): Promise<DashboardData> {
  const [goals, page] = await Promise.all([
    listGoals(member, now),
    readCurrentPage(member, now, { behavior: pagePartsSelect.behavior, learnings: pagePartsSelect.learnings, mindset: pagePartsSelect.mindset, note: pagePartsSelect.note }),
  ]);
  return {
    goals,
    behavior: toBehaviorDto(member.id, page?.behavior),
    ...splitLearnings(page?.learnings ?? []),
    mindset: toMindsetDto(member.id, page?.mindset),
    notes: toNoteDto(member.id, page?.note),
  };
}
