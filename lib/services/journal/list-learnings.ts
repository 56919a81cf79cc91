import "server-only";
// GET /api/learnings/learned and /accomplished: that list of the member's current page.
import type { LearningDto, LearningType } from "@/lib/schemas/journal";
import { learningSelect, toLearningDto } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/shared/member";
import { readCurrentPage } from "@/lib/services/journal/read-current-page";

export async function listLearnings(member: Member, type: LearningType, now: Date = new Date()): Promise<LearningDto[]> {
  const page = await readCurrentPage(member, now, { learnings: { where: { type }, select: learningSelect, orderBy: { id: "asc" } } });
  return (page?.learnings ?? []).map(toLearningDto);
}
