// Pure rules of the admin panel (docs/product/admin-and-coach.md#access, #sending-notifications, docs/product/notifications.md#in-app-notifications).
import { format, isSameDay } from "date-fns";
import { ADMIN_MESSAGES, type AdminUserDto } from "@/lib/schemas/admin";

/** 'Jan 5, 2025, 3:00 PM' */
export const ADMIN_DATE_FORMAT = "MMM d, yyyy, h:mm a";
export const formatAdminDate = (iso: string) => format(new Date(iso), ADMIN_DATE_FORMAT);

/** 'Today at HH:MM' for today's registrations (shown in green), else the local date. */
export function registeredLabel(dateCreated: string, now: Date): { text: string; today: boolean } {
  const d = new Date(dateCreated);
  if (isSameDay(d, now)) return { text: `Today at ${format(d, "HH:mm")}`, today: true };
  return { text: d.toLocaleDateString(), today: false };
}

/** Select-all takes members only: admins cannot be selected or deleted. */
export const selectableIds = (users: AdminUserDto[]) => users.filter((u) => !u.isAdmin).map((u) => u.id);

export type RecipientMode = "single" | "multiple" | "all";

export type SendForm = {
  mode: RecipientMode;
  userId: string;
  userIds: number[];
  title: string;
  message: string;
  sendPush: boolean;
  schedule: boolean;
  /** The datetime-local value, 'YYYY-MM-DDTHH:mm' in the admin's browser zone. */
  scheduledAt: string;
};

export const EMPTY_SEND_FORM: SendForm = { mode: "single", userId: "", userIds: [], title: "", message: "", sendPush: false, schedule: false, scheduledAt: "" };

/** The first validation message of docs/product/admin-and-coach.md#sending-notifications that applies, or null. */
export function validateSendForm(form: SendForm): string | null {
  if (!form.title.trim() || !form.message.trim()) return ADMIN_MESSAGES.contentRequired;
  if (form.mode === "single" && !form.userId) return ADMIN_MESSAGES.userRequired;
  if (form.mode === "multiple" && form.userIds.length === 0) return ADMIN_MESSAGES.usersRequired;
  if (form.schedule && (!form.scheduledAt || Number.isNaN(new Date(form.scheduledAt).getTime()))) return ADMIN_MESSAGES.scheduleRequired;
  return null;
}

/** The datetime-local value as an ISO instant (the browser reads it in its own zone). */
export const scheduledIso = (form: SendForm): string | null => (form.schedule ? new Date(form.scheduledAt).toISOString() : null);
