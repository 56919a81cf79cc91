// The coach's view (docs/decisions.md "The coach's view"): admin queries and bodies, and the
// member's sharing switch.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { ATTENTION_PAGE, ATTENTION_REASONS } from "@/lib/domain/coach";
import { notificationContentSchema } from "@/lib/schemas/admin";
import { pageLimitParam, searchTextParam } from "@/lib/schemas/query-params";

/** A nudge reaches at most this many members at once (the send path writes one notification each). */
export const NUDGE_MAX = 500;
export const COACH_SEARCH_MAX = 64;

const reason = z.enum(ATTENTION_REASONS, { error: `reason must be one of ${ATTENTION_REASONS.join(", ")}` });
const userId = z.number({ error: "userId must be a number" }).int().positive().max(LIMITS.maxId);

/** The keyset cursor of the attention list: "<severity>.<since>.<userId>". */
export const attentionCursorSchema = z
  .string()
  .regex(/^[0-4]\.\d{4}-\d{2}-\d{2}\.[1-9]\d{0,9}$/, "cursor is not one this list gave")
  .transform((c) => {
    const [severity, since, id] = c.split(".");
    return { severity: Number(severity), since, userId: Number(id) };
  })
  .refine((c) => !Number.isNaN(Date.parse(c.since)) && c.userId <= LIMITS.maxId, "cursor is not one this list gave");

/** GET /api/admin/coach/attention?reason=&q=&cursor=&limit=&view=contacted */
export const attentionQuerySchema = z.strictObject({
  reason: reason.optional(),
  q: searchTextParam(COACH_SEARCH_MAX),
  cursor: attentionCursorSchema.optional(),
  limit: pageLimitParam(ATTENTION_PAGE.max),
  view: z.enum(["open", "contacted"], { error: "view must be open or contacted" }).optional(),
});
export type AttentionQuery = z.infer<typeof attentionQuerySchema>;

export const contactSchema = z.strictObject({ userId });

/** POST /api/admin/coach/nudges: chosen members, or every listed member with the reason (not contacted). */
export const nudgeSchema = z
  .strictObject({
    reason,
    title: notificationContentSchema.shape.title,
    message: notificationContentSchema.shape.message,
    sendPush: z.boolean().default(false),
    userIds: z.array(userId).min(1, "Please select at least one member").max(NUDGE_MAX).optional(),
    allWithReason: z.literal(true).optional(),
  })
  .refine((b) => (b.userIds ? !b.allWithReason : b.allWithReason), { message: "Send to userIds or allWithReason, one of the two" });
export type NudgeInput = z.infer<typeof nudgeSchema>;

/** GET / PUT /api/user/coach-sharing: whether the member shares their journal, and since when. */
export type CoachSharingDto = { share: boolean; sharedSince: string | null };

/** PUT /api/user/coach-sharing */
export const coachSharingSchema = z.strictObject({ share: z.boolean({ error: "share must be true or false" }) });

export type AttentionDetail = { reason: (typeof ATTENTION_REASONS)[number]; since: string; figure: number; baseline?: number; text: string };
export type AttentionRow = {
  userId: number;
  username: string;
  reason: AttentionDetail["reason"];
  since: string;
  details: AttentionDetail[];
  lastNudge: { sentAt: string; byUsername: string; reason: string } | null;
  contact: { contactedAt: string; byUsername: string } | null;
};
export type AttentionPage = { rows: AttentionRow[]; nextCursor: string | null; total: number; computedAt: string | null };

export type GlanceFigure = { thisWeek: number; lastWeek: number };
export type GlanceDto = {
  computedAt: string | null;
  members: number;
  activeToday: GlanceFigure;
  activeThisWeek: GlanceFigure;
  journals: GlanceFigure;
  mindsetAll: GlanceFigure;
  tasksDone: GlanceFigure;
  goalsDone: GlanceFigure;
  streaks: { bucket: string; members: number }[];
  needsAttention: number;
};

export type MemberProgressDto = {
  member: { id: number; username: string; registered: string; timeZone: string; today: string; streak: number; bestStreak: number; points: number };
  streakHistory: { date: string; streak: number }[];
  weeks: { weekStart: string; activeDays: number; tasks: number | null; mindset: number; journal: number }[];
  goals: { id: number; title: string; deadline: string | null; isCompleted: boolean; completedAt: string | null }[];
  pointsBySource: { source: string; points: number }[];
  badges: { code: string; earnedAt: string }[];
  attention: AttentionDetail[];
  /** Null unless the member shares their journal; then read-only, "shared by the member". */
  journal: { sharedAt: string; days: { date: string; behavior: { continueDoing: string; startDoing: string; stopDoing: string } | null; learned: string[]; accomplished: string[]; mindset: { visualization: string; selfTalk: string; focus: string } | null; note: string }[] } | null;
};

/** GET /api/admin/coach/export?format=csv (the one format; asked for by name, so a bare call answers JSON 400). */
export const cohortExportQuerySchema = z.strictObject({ format: z.literal("csv", { error: "format must be csv" }) });
