// Notifications as the API returns them, and the {id} route param (01-core s3, s7).
import { z } from "zod";

/** A positive integer id in the path, written in plain digits ("1e3", "0x10", " 7" are refused). */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "id must be a positive integer")
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, "id must be a positive integer")),
});

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
