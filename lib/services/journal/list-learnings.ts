import "server-only";
// GET /api/learnings/learned and /accomplished: that list of the member's current page.
import { Prisma } from "@/lib/generated/prisma/client";
import type { LearningDto, LearningType } from "@/lib/schemas/journal";
import { learningSelect, toLearningDto, type LearningRow } from "@/lib/services/journal/journal-shape";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import { readCurrentPart } from "@/lib/services/journal/read-current-page";

export function listLearnings(member: MemberOrGuarded, type: LearningType, now: Date = new Date()): Promise<LearningDto[]> {
  return forMember(member, async (m) => {
    const rows = await readCurrentPart<LearningRow>(m, now, "LearningItem", learningSelect, Prisma.sql`AND "type" = ${type}::"LearningType"`);
    return rows.map(toLearningDto);
  });
}
