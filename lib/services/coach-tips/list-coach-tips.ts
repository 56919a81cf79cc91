import "server-only";
// GET /api/coach-tips: the seeded tips, in a stable order (the banner rotates through them).
import { db } from "@/lib/db";
import type { CoachTipDto } from "@/lib/schemas/journal";

export function listCoachTips(): Promise<CoachTipDto[]> {
  return db.coachTip.findMany({ select: { id: true, content: true }, orderBy: { id: "asc" } });
}
