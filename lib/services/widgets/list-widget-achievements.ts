import "server-only";
// GET /api/widget-achievements: the member's newest achievements, bounded.
import { db } from "@/lib/db";
import { fromDateColumn } from "@/lib/domain/day";
import { WIDGET_ACHIEVEMENT_LIMITS, type WidgetAchievementDto, type WidgetSource } from "@/lib/schemas/widgets";

export async function listWidgetAchievements(userId: number): Promise<WidgetAchievementDto[]> {
  const rows = await db.widgetAchievement.findMany({
    where: { userId },
    orderBy: [{ dateCreated: "desc" }, { id: "desc" }],
    take: WIDGET_ACHIEVEMENT_LIMITS.list,
    select: { id: true, source: true, points: true, requestedPoints: true, description: true, localDate: true, dateCreated: true },
  });
  return rows.map((r) => ({
    ...r,
    type: "widget",
    source: r.source as WidgetSource,
    localDate: fromDateColumn(r.localDate),
    dateCreated: r.dateCreated.toISOString(),
  }));
}
