// Notifications as the API returns them, and the {id} route param (01-core s3, s7).

export { idParamsSchema } from "@/lib/schemas/params";

export type NotificationDto = {
  id: number;
  userId: number;
  title: string;
  message: string;
  isRead: boolean;
  scheduledFor: string | null;
  sendPush: boolean;
  dateCreated: string;
};

/** What a push message carries (read by public/sw.js). */
export type PushPayload = { title: string; body: string; type?: string; url?: string; tag?: string };
