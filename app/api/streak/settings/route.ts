import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { streakSettingsSchema } from "@/lib/schemas/streak";
import { updateStreakSettings } from "@/lib/services/streak/update-streak-settings";

// PUT /api/streak/settings - {restDays?: up to two ISO weekdays, dayStartHour?: 0-5}; answers the streak view
export const PUT = withAuth(async ({ req, user }) => updateStreakSettings(user.id, await parseBody(req, streakSettingsSchema)));
