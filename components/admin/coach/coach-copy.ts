// The coach's screens' words for the attention reasons (lib/domain/coach.ts holds the rules that
// find them): the filter's labels and the nudge templates offered per reason
// (docs/product/admin-and-coach.md#the-coachs-view).
import type { AttentionReason } from "@/lib/domain/coach";

/** The attention list's filter: one label per reason. */
export const REASON_LABELS: Record<AttentionReason, string> = {
  inactive: "No sign-in for 3+ days",
  "streak-ended": "Streak ended yesterday",
  "below-baseline": "Tasks below own average",
  "goal-overdue": "SMART goal overdue",
  "nothing-written": "Nothing written yet",
  "check-ins-missed": "Two check-ins missed",
  "check-in-flagged": "Flagged check-in",
};

/** The nudge templates offered per reason (editable before sending). */
export const NUDGE_TEMPLATES: Record<AttentionReason, { title: string; message: string }[]> = {
  inactive: [
    { title: "We miss you", message: "It has been a few days. Open Reach and pick one small task for today." },
    { title: "One step today", message: "Coming back is the hardest part: one task today is enough." },
  ],
  "streak-ended": [
    { title: "Restart your streak", message: "Your streak ended yesterday: one small step today restarts it" },
    { title: "Streaks come back", message: "A missed day is not the end. Sign in today and start the next run." },
  ],
  "below-baseline": [
    { title: "A lighter week?", message: "This week's tasks are below your usual. Pick one that matters and finish it today." },
  ],
  "goal-overdue": [
    { title: "Your SMART goal", message: "A goal's deadline has passed. Finish it, or give it a new deadline that fits." },
  ],
  "nothing-written": [
    { title: "Your first entry", message: "Write one thing you learned today: it takes a minute." },
  ],
  "check-ins-missed": [
    { title: "Your check-in", message: "Your last two check-ins are missing. This week's takes two minutes: open Reach and answer it." },
  ],
  "check-in-flagged": [
    { title: "How are you doing?", message: "I read your check-in. Want to talk about it? Reply here or find me at the next session." },
  ],
};
