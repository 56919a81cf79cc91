import "server-only";
// GET /api/learnings/learned and /accomplished: that list of the member's current page.
import { Prisma } from "@/lib/generated/prisma/client";
import type { LearningDto, LearningType } from "@/lib/schemas/journal";
import { learningSelect, toLearningDto, type LearningRow } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/shared/member";
import { readCurrentPart } from "@/lib/services/journal/read-current-page";

export async function listLearnings(member: Member, type: LearningType, now: Date = new Date()): Promise<LearningDto[]> {
  const rows = await readCurrentPart<LearningRow>(member, now, "LearningItem", learningSelect, Prisma.sql`AND "type" = ${type}::"LearningType"`);
  return rows.map(toLearningDto);
}
