import { checkInTrends } from "@/lib/domain/check-in-trends";
import type { CheckInQuestion } from "@/lib/domain/check-in-questions";

const v1: CheckInQuestion[] = [
  { id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" },
  { id: "note", type: "text", label: "Note", required: false },
  { id: "ran", type: "yesno", label: "Ran", required: false },
];
const v2: CheckInQuestion[] = [
  { id: "sleep", type: "scale", label: "Sleep quality", required: true, minLabel: "Poor", maxLabel: "Great" },
  { id: "km", type: "number", label: "Distance", required: false, unit: "km", min: 0, max: 100 },
];

it("follows each question by its id across versions, oldest first, with its latest label", () => {
  const trends = checkInTrends([
    { formId: 1, title: "Weekly", date: "2026-11-29", questions: v2, answers: { sleep: 2, km: 12 } },
    { formId: 1, title: "Weekly", date: "2026-11-15", questions: v1, answers: { sleep: 4, note: "tired", ran: true } },
    { formId: 1, title: "Weekly", date: "2026-11-22", questions: v1, answers: { sleep: 3, ran: false } },
  ]);
  expect(trends).toEqual([
    {
      formId: 1,
      title: "Weekly",
      answered: 3,
      series: [
        { questionId: "sleep", label: "Sleep quality", kind: "scale", unit: "", points: [{ date: "2026-11-15", value: 4 }, { date: "2026-11-22", value: 3 }, { date: "2026-11-29", value: 2 }] },
        { questionId: "km", label: "Distance", kind: "number", unit: "km", points: [{ date: "2026-11-29", value: 12 }] },
      ],
      yesNo: [{ questionId: "ran", label: "Ran", yes: 1, answered: 2 }],
      texts: [{ questionId: "note", label: "Note", entries: [{ date: "2026-11-15", text: "tired" }] }],
    },
  ]);
});
