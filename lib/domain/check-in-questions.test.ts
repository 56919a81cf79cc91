import { answerText, checkAnswers, scaleValues, type CheckInQuestion } from "@/lib/domain/check-in-questions";

const questions: CheckInQuestion[] = [
  { id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" },
  { id: "trained", type: "yesno", label: "Trained", required: true },
  { id: "hours", type: "number", label: "Study hours", required: false, unit: "h", min: 0, max: 24 },
  { id: "focus", type: "text", label: "One thing to work on", required: false },
];

describe("checkAnswers", () => {
  it("takes answers of the right kind and in range; trims text, leaves out blank optional ones", () => {
    expect(checkAnswers(questions, { sleep: 4, trained: false, hours: 2.5, focus: "  sleep earlier " })).toEqual({
      ok: true,
      answers: { sleep: 4, trained: false, hours: 2.5, focus: "sleep earlier" },
    });
    expect(checkAnswers(questions, { sleep: 1, trained: true, focus: "  " })).toEqual({ ok: true, answers: { sleep: 1, trained: true } });
  });

  it("names the question that is missing or out of range", () => {
    expect(checkAnswers(questions, { trained: true })).toMatchObject({ ok: false, message: '"Sleep" needs an answer' });
    expect(checkAnswers(questions, { sleep: 6, trained: true })).toMatchObject({ ok: false, message: '"Sleep" must be a whole number from 1 to 5' });
    expect(checkAnswers(questions, { sleep: 2.5, trained: true })).toMatchObject({ ok: false, questionId: "sleep" });
    expect(checkAnswers(questions, { sleep: 3, trained: "yes" })).toMatchObject({ ok: false, message: '"Trained" must be yes or no' });
    expect(checkAnswers(questions, { sleep: 3, trained: true, hours: 25 })).toMatchObject({ ok: false, message: '"Study hours" must be a number from 0 to 24' });
    expect(checkAnswers(questions, { sleep: 3, trained: true, focus: "x".repeat(501) })).toMatchObject({ ok: false, questionId: "focus" });
    expect(checkAnswers(questions, { sleep: 3, trained: true, other: 1 })).toMatchObject({ ok: false, message: '"other" is not a question of this check-in' });
  });

  it("reads scale values and answer text", () => {
    expect(scaleValues(questions, { sleep: 2, trained: true, hours: 3 })).toEqual({ sleep: 2 });
    expect(answerText(questions[1], false)).toBe("No");
    expect(answerText(questions[2], 3)).toBe("3 h");
    expect(answerText(questions[3], undefined)).toBe("");
  });
});
