// GET /api/admin/notifications (docs/decisions.md "The Message Center is a page"): the Message Center a page at a
// time, newest first, filtered by kind and by text. Shared by the handler and the browser.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { NOTIFICATION_KINDS, type NotificationKindFilter } from "@/lib/domain/notification-kind";
import { adminNotificationDtoSchema } from "@/lib/schemas/admin";
import { pageLimitParam, searchTextParam } from "@/lib/schemas/query-params";

/** Page size: the same bounds as the points history (GET /api/points). */
export const ADMIN_NOTIFICATIONS_PAGE = { default: 20, max: 100 } as const;
/** The server counts matches up to this many; beyond it the answer says "more than". */
export const ADMIN_NOTIFICATIONS_COUNT_CAP = 10_000;
/** Longest text filter. */
export const ADMIN_NOTIFICATIONS_QUERY_MAX = 100;

/**
 * The cursor is the last row seen as `<dateCreated in ms>.<id>`: rows are ordered by
 * (dateCreated, id) descending, so rows created in the same millisecond (a send to all) page
 * without repeats or gaps, and a cursor stays valid after its row is deleted.
 */
export type NotificationCursor = { at: Date; id: number };
export const encodeNotificationCursor = (c: { dateCreated: Date | string; id: number }) => `${new Date(c.dateCreated).getTime()}.${c.id}`;

const CURSOR_MESSAGE = "cursor must be a cursor this endpoint returned";
const cursorSchema = z
  .string()
  .regex(/^\d{1,13}\.[1-9]\d{0,9}$/, CURSOR_MESSAGE)
  .transform((s, ctx): NotificationCursor => {
    const [ms, id] = s.split(".").map(Number);
    const at = new Date(ms);
    if (Number.isNaN(at.getTime()) || id > LIMITS.maxId) {
      ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    return { at, id };
  });

const KIND_MESSAGE = `kind must be one of all, ${NOTIFICATION_KINDS.join(", ")}`;

export const adminNotificationsQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: pageLimitParam(ADMIN_NOTIFICATIONS_PAGE.max),
  kind: z.enum(["all", ...NOTIFICATION_KINDS], { error: KIND_MESSAGE }).default("all"),
  q: searchTextParam(ADMIN_NOTIFICATIONS_QUERY_MAX),
});
export type AdminNotificationsQuery = z.output<typeof adminNotificationsQuerySchema>;
/** What the browser asks for (the cursor as the server gave it). */
export type AdminNotificationsFilter = { kind: NotificationKindFilter; q: string };

export const adminNotificationsPageSchema = z.strictObject({
  notifications: z.array(adminNotificationDtoSchema),
  nextCursor: z.string().nullable(),
  /** Notifications matching the filter, counted up to ADMIN_NOTIFICATIONS_COUNT_CAP. */
  total: z.number().int(),
  /** True when there are more than `total` (the count stopped at the cap). */
  totalCapped: z.boolean(),
});
export type AdminNotificationsPageDto = z.infer<typeof adminNotificationsPageSchema>;
