// A daily check-in due on 2026-11-29 with one scale question ("sleep"), form 4: the member's
// side in UI tests (the card, the outbox).
import type { DueCheckInDto } from "@/lib/schemas/check-ins";

export const DAILY_CHECK_IN: DueCheckInDto = {
  formId: 4,
  title: "Daily",
  date: "2026-11-29",
  dueAt: "2026-11-29T00:00:00.000Z",
  closesAt: "2026-11-30T00:00:00.000Z",
  version: 1,
  questions: [{ id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" }],
  answered: false,
  answers: null,
};
