// Widget achievements as the API takes and returns them (docs/product/widgets.md#widget-points):
// the only way widget points reach the server. Shared by the widgets' award hook and the routes.
import { z } from "zod";
import { POINTS } from "@/lib/constants";
import { WIDGET_ACHIEVEMENT_LIMITS, WIDGET_SOURCES, type WidgetAwardRequest, type WidgetSource } from "@/lib/schemas/widget-limits";
import { WIDGET_AWARD_KIND_NAMES, WIDGET_AWARDS_KINDS_TEXT, WIDGET_AWARD_KINDS, type WidgetAwardKind } from "@/lib/domain/widget-awards";

export { WIDGET_ACHIEVEMENT_LIMITS, WIDGET_SOURCES, type WidgetAwardRequest, type WidgetSource };

const { pastMs, futureMs } = WIDGET_ACHIEVEMENT_LIMITS;

/** The body of POST /api/widget-achievements; `now` is the server's clock (tests pin it). */
export function widgetAchievementSchema(now: () => Date = () => new Date()) {
  return z.strictObject({
    type: z.literal("widget", { error: "type must be 'widget'" }),
    kind: z.enum(WIDGET_AWARD_KIND_NAMES, { error: `kind must be one of ${WIDGET_AWARDS_KINDS_TEXT}` }),
    points: z
      .number({ error: "points must be a number" })
      .int("points must be a whole number")
      .min(POINTS.widgetMin, `points must be ${POINTS.widgetMin} to ${POINTS.widgetMax}`)
      .max(POINTS.widgetMax, `points must be ${POINTS.widgetMin} to ${POINTS.widgetMax}`),
    dateCreated: z.iso
      .datetime({ offset: true, error: "dateCreated must be an ISO date-time" })
      .transform((value) => new Date(value))
      .refine((date) => {
        const delta = date.getTime() - now().getTime();
        return delta >= -pastMs && delta <= futureMs;
      }, "dateCreated must be within the last 48 hours"),
  }).superRefine((body, ctx) => {
    const max = WIDGET_AWARD_KINDS[body.kind].maxPoints;
    if (body.points > max) ctx.addIssue({ code: "custom", path: ["points"], message: `points must be at most ${max} for ${body.kind}` });
  });
}
export type WidgetAchievementInput = z.infer<ReturnType<typeof widgetAchievementSchema>>;

/** What the award hook sends (dateCreated as ISO text): the kind, never words of the member's. */
export type WidgetAchievementBody = { type: "widget"; kind: WidgetAwardKind; points: number; dateCreated: string };

export type WidgetAchievementDto = {
  id: number;
  type: "widget";
  source: WidgetSource;
  /** Points given after the daily cap (0 once the day's 200 were given). */
  points: number;
  requestedPoints: number;
  description: string;
  localDate: string;
  dateCreated: string;
};

/** POST answer: `recorded` false for a retry of an achievement already stored (nothing awarded). */
export type WidgetAchievementResult = { recorded: boolean; achievement: WidgetAchievementDto | null; pointsAwarded: number };

/** POST /api/widget-achievements/{id}/reversal: `reversed` false when it was given back before (nothing written). */
export type WidgetReversalResult = { reversed: boolean; pointsAwarded: number };

/** GET /api/widget-points. */
export type WidgetPointsDto = { today: number; total: number; dailyCap: number; achievements: number };
