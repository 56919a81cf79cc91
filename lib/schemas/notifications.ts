// Notifications as the API returns them, and the {id} route param (docs/product/notifications.md#in-app-notifications).
import { z } from "zod";

export { idParamsSchema } from "@/lib/schemas/params";

export const notificationDtoSchema = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  scheduledFor: z.iso.datetime({ offset: true }).nullable(),
  sendPush: z.boolean(),
  dateCreated: z.iso.datetime({ offset: true }),
  /** Sent to all or to a team: the bell offers "Reply", which opens the member's conversation quoting it. */
  broadcast: z.literal(true).optional(),
  /** A coach's message in the member's conversation (docs/product/conversations.md): "Reply" opens it. */
  inConversation: z.literal(true).optional(),
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

/** What a push message carries (read by the service worker, lib/sw/push.mjs). */
export type PushPayload = { title: string; body: string; type?: string; url?: string; tag?: string };
