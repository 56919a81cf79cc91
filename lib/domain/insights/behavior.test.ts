import { addDays } from "@/lib/domain/day";
import { behaviorInsights, wordsOf, type BehaviorFact, type ToolkitDayFact } from "@/lib/domain/insights/behavior";

const TODAY = "2026-04-06";
const b = (back: number, texts: Partial<BehaviorFact> = {}): BehaviorFact => ({ date: addDays(TODAY, -back), continueDoing: "", startDoing: "", stopDoing: "", ...texts });
const d = (back: number, tasksSet: number, tasksDone: number, widgetAchievements: number): ToolkitDayFact => ({ date: addDays(TODAY, -back), tasksSet, tasksDone, widgetAchievements });
const texts = (behaviors: BehaviorFact[], days: ToolkitDayFact[] = []) => behaviorInsights({ behaviors, days }, TODAY).map((i) => i.text);

test("no history: nothing to say", () => {
  expect(behaviorInsights({ behaviors: [], days: [] }, TODAY)).toEqual([]);
});

test("words: letters only, 4+ characters, no filler, once per text", () => {
  expect([...wordsOf("Stop scrolling my PHONE, phone! Really less time on it; don't")]).toEqual(["scrolling", "phone", "don't"]);
});

test("a word repeated on 3 different days is named, per field", () => {
  const behaviors = [
    b(1, { stopDoing: "Scrolling my phone in bed", startDoing: "Stretching" }),
    b(3, { stopDoing: "phone at dinner" }),
    b(8, { stopDoing: "Checking the phone first thing", continueDoing: "Reading" }),
    b(9, { stopDoing: "phone phone phone" }),
  ];
  expect(texts(behaviors)).toEqual(['You have written "phone" under Stop Doing on 4 different days.', "You reflected on your behavior on 4 of the last 14 days."]);
  // Twice is not a pattern (but two days of reflections are worth saying, from the first one on).
  expect(texts(behaviors.slice(0, 2))).toEqual(["You reflected on your behavior on 2 of the last 14 days."]);
  // Older than 60 days does not count.
  expect(texts([b(1, { stopDoing: "phone" }), b(2, { stopDoing: "phone" }), b(61, { stopDoing: "phone" })])).not.toContain(
    'You have written "phone" under Stop Doing on 3 different days.',
  );
});

test("widget use against top-task completion needs 3 days on each side", () => {
  const days = [d(1, 3, 3, 2), d(2, 3, 2, 1), d(3, 3, 3, 4), d(4, 3, 1, 0), d(5, 3, 1, 0), d(6, 3, 2, 0), d(0, 3, 0, 0)];
  const items = behaviorInsights({ behaviors: [], days }, TODAY);
  expect(items.map((i) => i.text)).toEqual(["On days you used the toolkit you completed 89% of your top tasks, against 44% on other days."]);
  expect(items[0].why).toBe("Compares 3 days with widget achievements to 3 without, over the last 60 days.");
  expect(texts([], days.slice(0, 5))).toEqual([]);
});

test("words written together: the longer one is named", () => {
  const behaviors = [1, 2, 3].map((back) => b(back, { continueDoing: "Morning runs before class" }));
  expect(texts(behaviors)[0]).toBe('You have written "morning" under Continue Doing on 3 different days.');
});

test("Auckland and Los Angeles: the rules read local dates only (a DST change moves nothing)", () => {
  // Dates around NZ's DST end (Apr 5) and LA's start (Mar 8) are plain calendar days.
  const around = ["2026-04-04", "2026-04-05", "2026-04-06"].map((date) => ({ date, continueDoing: "", startDoing: "Journaling nightly", stopDoing: "" }));
  expect(behaviorInsights({ behaviors: around, days: [] }, "2026-04-06").map((i) => i.text)).toEqual([
    'You have written "journaling" under Start Doing on 3 different days.',
    "You reflected on your behavior on 3 of the last 14 days.",
  ]);
  const la = ["2026-03-07", "2026-03-08", "2026-03-09"].map((date) => ({ date, continueDoing: "Morning runs", startDoing: "", stopDoing: "" }));
  expect(behaviorInsights({ behaviors: la, days: [] }, "2026-03-09").map((i) => i.text)[0]).toBe('You have written "morning" under Continue Doing on 3 different days.');
});

test("from the first day with a reflection the card says something, and what comes with 3 days", () => {
  const one = behaviorInsights({ behaviors: [{ date: "2026-03-20", continueDoing: "", startDoing: "Plan the week", stopDoing: "" }], days: [] }, "2026-03-20");
  expect(one).toEqual([
    {
      text: "You reflected on your behavior on 1 of the last 14 days.",
      why: "Counts the days whose Continue, Start or Stop Doing holds any text. From 3 days Reach also names the words you keep writing.",
    },
  ]);
});
