// Fair streaks (docs/decisions.md "Fair streaks"): rest days, day start, pauses, the travel
// prompt and the freeze notice, shared by the Profile section, the dashboard and the API.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { isLocalDate, isValidTimeZone } from "@/lib/domain/day";
import { MAX_DAY_START_HOUR } from "@/lib/domain/fair-streak/member-day";
import { PAUSE_LIMITS, PAUSE_REASONS } from "@/lib/domain/fair-streak/pauses";
import { MAX_REST_DAYS } from "@/lib/domain/fair-streak/streak-rules";

export const STREAK_MESSAGES = {
  restDays: `Pick at most ${MAX_REST_DAYS} different weekdays (1 Monday ... 7 Sunday)`,
  dayStartHour: `The day can start at a full hour from 00:00 to 0${MAX_DAY_START_HOUR}:00`,
  reason: "Pick a reason: ill or injured, travel, exams or other",
  days: `A pause lasts ${PAUSE_LIMITS.minDays} to ${PAUSE_LIMITS.maxDays} days`,
  startDate: "startDate must be a date YYYY-MM-DD",
  timeZone: "Invalid time zone",
} as const;

const weekday = z.number({ error: STREAK_MESSAGES.restDays }).int(STREAK_MESSAGES.restDays).min(1, STREAK_MESSAGES.restDays).max(7, STREAK_MESSAGES.restDays);

/** PUT /api/streak/settings: only the fields sent change. */
export const streakSettingsSchema = z
  .strictObject({
    restDays: z
      .array(weekday, { error: STREAK_MESSAGES.restDays })
      .max(MAX_REST_DAYS, STREAK_MESSAGES.restDays)
      .refine((days) => new Set(days).size === days.length, STREAK_MESSAGES.restDays)
      .transform((days) => [...days].sort((a, b) => a - b))
      .optional(),
    dayStartHour: z
      .number({ error: STREAK_MESSAGES.dayStartHour })
      .int(STREAK_MESSAGES.dayStartHour)
      .min(0, STREAK_MESSAGES.dayStartHour)
      .max(MAX_DAY_START_HOUR, STREAK_MESSAGES.dayStartHour)
      .optional(),
  })
  .refine((v) => v.restDays !== undefined || v.dayStartHour !== undefined, "Nothing to update");
export type StreakSettingsInput = z.infer<typeof streakSettingsSchema>;

/** POST /api/streak/pauses: from today (or a later date), 1-14 days, with a reason. */
export const pauseSchema = z.strictObject({
  reason: z.enum(PAUSE_REASONS, { error: STREAK_MESSAGES.reason }),
  days: z.number({ error: STREAK_MESSAGES.days }).int(STREAK_MESSAGES.days).min(PAUSE_LIMITS.minDays, STREAK_MESSAGES.days).max(PAUSE_LIMITS.maxDays, STREAK_MESSAGES.days),
  startDate: z.string({ error: STREAK_MESSAGES.startDate }).refine(isLocalDate, STREAK_MESSAGES.startDate).optional(),
});
export type PauseInput = z.infer<typeof pauseSchema>;

/** POST /api/streak/travel: the dashboard's answer to "Switch?" for the device's zone. */
export const travelAnswerSchema = z.strictObject({
  timeZone: z.string({ error: STREAK_MESSAGES.timeZone }).max(LIMITS.timeZone, STREAK_MESSAGES.timeZone).refine(isValidTimeZone, STREAK_MESSAGES.timeZone),
  switch: z.boolean({ error: "switch must be true or false" }),
});
export type TravelAnswer = z.infer<typeof travelAnswerSchema>;

export type PauseDto = { id: number; reason: (typeof PAUSE_REASONS)[number]; startDate: string; endDate: string; endedAt: string | null };

/** GET /api/streak (and the answer of every streak write). */
export type StreakView = {
  streak: number;
  freezes: number;
  timeZone: string;
  dayStartHour: number;
  restDays: number[];
  today: string;
  /** Pauses that end today or later, then those of the last 90 days, newest first. */
  pauses: PauseDto[];
  /** The most paused days in any 90-day window that holds today's or a later pause day. */
  pausedDaysInWindow: number;
};
