// Admin calls (docs/product/admin-and-coach.md#sending-notifications): sending notifications and deleting users.
import { z } from "zod";
import { LIMITS, NOTIFY_LIMITS } from "@/lib/constants";
import { notificationDtoSchema } from "@/lib/schemas/notifications";

/** The send form's messages (docs/product/admin-and-coach.md#sending-notifications), checked by the form and the API alike. */
export const ADMIN_MESSAGES = {
  contentRequired: "Title and message are required",
  userRequired: "Please select a user",
  usersRequired: "Please select at least one user",
  scheduleRequired: "Please select a date and time for the scheduled notification",
} as const;

const REQUIRED = ADMIN_MESSAGES.contentRequired;
const userId = z.number({ error: "userId must be a number" }).int().positive().max(LIMITS.maxId);

export const notificationContentSchema = z.object({
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(LIMITS.notificationTitle),
  message: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(LIMITS.notificationMessage),
  sendPush: z.boolean().default(false),
  /** ISO date-time with a zone (the browser turns the datetime-local value into one), or null. */
  scheduledFor: z.iso
    .datetime({ offset: true, error: "scheduledFor must be an ISO date-time or null" })
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
});
/** As the handler parsed it (scheduledFor a Date). */
/** As the send form posts it (scheduledFor an ISO string or null). */
export type NotificationContentInput = z.input<typeof notificationContentSchema>;

export const sendNotificationSchema = notificationContentSchema.extend({ userId });
export type SendNotificationInput = z.infer<typeof sendNotificationSchema>;

export const bulkDeleteUsersSchema = z.object({
  userIds: z
    .array(userId)
    .min(1, ADMIN_MESSAGES.usersRequired)
    .max(NOTIFY_LIMITS.bulkDelete)
    .transform((ids) => [...new Set(ids)]),
});

const isoDate = z.iso.datetime({ offset: true });

export const adminUserDtoSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  xpPoints: z.number().int(),
  streak: z.number().int(),
  badges: z.array(z.string()),
  isAdmin: z.boolean(),
  dateCreated: isoDate,
});
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>;

export const adminNotificationDtoSchema = notificationDtoSchema.extend({ username: z.string(), deliveredAt: isoDate.nullable() });
export type AdminNotificationDto = z.infer<typeof adminNotificationDtoSchema>;

/** The Idempotency-Key header of a send (docs/decisions.md "The job queue"): made once per submission by the form. */
export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 1 to 100 letters, digits, '-', '_', '.' or ':'";
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, IDEMPOTENCY_KEY_MESSAGE);

/** A send's progress, as GET /api/admin/sends/{id} answers it. */
export const sendProgressDtoSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(["queued", "delivering", "done"]),
  recipients: z.number().int(),
  notificationsWritten: z.number().int(),
  pushTotal: z.number().int(),
  pushSent: z.number().int(),
  pushFailed: z.number().int(),
  pushRetrying: z.number().int(),
  pushRemoved: z.number().int(),
});
