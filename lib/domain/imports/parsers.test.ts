// The import parsers (docs/product/imports.md) on the sample files in tests/fixtures/imports, fed in
// small pieces as the stored file is, with pinned zones; and bad input naming the line or entry.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PARSERS } from "@/lib/domain/imports/parsers";
import { ImportFileError, type ImportKind, type ParsedItem } from "@/lib/domain/imports/types";
import { REACH_SKIP } from "@/lib/domain/imports/parse-reach";
import { LOOP_SKIP } from "@/lib/domain/imports/parse-loop";
import { HABITICA_SKIP, habiticaDay } from "@/lib/domain/imports/parse-habitica";
import { itemHash } from "@/lib/domain/imports/item-hash";

const fixture = (name: string) => readFileSync(path.join(__dirname, "../../../tests/fixtures/imports", name));

async function* pieces(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function parse(kind: ImportKind, bytes: Uint8Array | string, timeZone = "UTC", size = 7): Promise<ParsedItem[]> {
  const out: ParsedItem[] = [];
  for await (const item of PARSERS[kind](pieces(typeof bytes === "string" ? Buffer.from(bytes) : bytes, size), { timeZone })) out.push(item);
  return out;
}

async function failure(kind: ImportKind, bytes: string): Promise<string> {
  try {
    await parse(kind, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error("parsed without an error");
}

describe("Reach's own export", () => {
  it("reads tasks, learned and accomplished items and notes onto their pages' dates, skipping goals, mindset and behavior", async () => {
    const items = await parse("reach", fixture("reach-export.json"));
    expect(items.filter((i) => !i.skip)).toEqual([
      { date: "2026-11-02", kind: "learned", text: "Warm up before speed work", done: false },
      { date: "2026-11-03", kind: "accomplished", text: "First 5 km without stopping", done: false },
      { date: "2026-11-02", kind: "note", text: "Legs heavy, mood good.", done: false },
      // The tasks came before their pages in the file: they waited for them.
      { date: "2026-11-02", kind: "task", text: "Stretch for ten minutes", done: true },
      { date: "2026-11-02", kind: "task", text: "Read a chapter", done: false },
      { date: "2026-11-03", kind: "task", text: "Call the coach", done: true },
    ]);
    expect(items.filter((i) => i.skip).map((i) => [i.date, i.skip])).toEqual([
      ["2026-10-01", REACH_SKIP.goal],
      ["2026-11-03", REACH_SKIP.mindset],
      ["2026-11-02", REACH_SKIP.behavior],
    ]);
  });

  it("refuses another kind of file, another version, a truncated file and a row without its page", async () => {
    expect(await failure("reach", '{"format":"other","tables":{"Goal":[{}]}}')).toMatch(/not a Reach export/);
    expect(await failure("reach", '{"metadata":{},"entries":[]}')).toMatch(/not a Reach export/);
    expect(await failure("reach", '{"format":"reach-export","version":2,"tables":{"Note":[{"pageId":1,"content":"x"}]}}')).toMatch(/version 2/);
    const cut = fixture("reach-export.json").toString().slice(0, 900);
    expect(await failure("reach", cut)).toMatch(/^The Reach export ends too early \(line \d+, after entry \d+\)/);
    expect(await failure("reach", '{"format":"reach-export","version":1,"tables":{"Note":[{"pageId":5,"content":"x"}]}}')).toBe("The Reach export names journal page 5, which it does not hold.");
    expect(await failure("reach", '{"format":"reach-export","version":1,\n"tables":{"Note":[{"pageId":5,,}]}}')).toMatch(/not valid JSON at line 2/);
    expect(await failure("reach", '{"format":"reach-export","version":1,"tables":{"JournalPage":[{"id":1,"date":"yesterday"}]}}')).toBe("The Reach export's JournalPage entry 1 has no valid id and date.");
    expect(await failure("reach", "")).toMatch(/empty/);
    expect(await failure("reach", "PK\u0003\u0004rest")).toMatch(/zip/);
  });
});

describe("Loop Habit Tracker's Checkmarks.csv", () => {
  it("makes a completed task of each habit checked on a date; Loop's own marks and skips are skipped with the reason", async () => {
    const items = await parse("loop", fixture("loop-checkmarks.csv"));
    expect(items).toEqual([
      { date: "2026-11-05", kind: "task", text: "Meditate", done: true },
      { date: "2026-11-04", kind: "task", text: "Meditate", done: true },
      { date: "2026-11-04", kind: "task", text: "Run 5 km", done: true, skip: LOOP_SKIP.auto },
      { date: "2026-11-04", kind: "task", text: "Floss", done: true, skip: LOOP_SKIP.skipped },
      { date: "2026-11-03", kind: "task", text: "Run 5 km", done: true },
      // A numeric habit's amount x 1000.
      { date: "2026-11-03", kind: "task", text: "Floss", done: true },
    ]);
  });

  it("names the line of a bad date, a bad entry or broken CSV, and refuses other files", async () => {
    expect(await failure("loop", "Date,Run\r\n2026-11-05,2\r\n05/11/2026,2\r\n")).toBe('Line 3: "05/11/2026" is not a date (YYYY-MM-DD).');
    expect(await failure("loop", "Date,Run\n2026-11-05,yes\n")).toBe('Line 2: the entry of "Run" is "yes", not a number.');
    expect(await failure("loop", 'Date,Run\n2026-11-05,"2\n')).toMatch(/^Line \d+ of Checkmarks.csv is not valid CSV/);
    expect(await failure("loop", "Position,Name,Question\n1,Run,\n")).toMatch(/Habits.csv/);
    expect(await failure("loop", '{"format":"reach-export"}')).toMatch(/not Loop Habit Tracker's Checkmarks.csv/);
    expect(await failure("loop", "")).toMatch(/empty/);
  });
});

describe("Habitica's data export", () => {
  it("makes completed tasks of the days dailies were done and of completed to-dos, on Habitica's own days, checklist titles kept", async () => {
    const items = await parse("habitica", fixture("habitica-user.json"), "Pacific/Auckland");
    expect(items).toEqual([
      { date: "2026-11-01", kind: "task", text: "Morning routine: Make bed, Stretch", done: true },
      // An older history point without "completed": its value rose.
      { date: "2026-11-02", kind: "task", text: "Practise scales", done: true },
      { date: "2026-11-03", kind: "task", text: "Morning routine: Make bed, Stretch", done: true },
      // 02:30 UTC is 03:30 at UTC+1, before the 04:00 day start: the day before.
      { date: "2026-11-03", kind: "task", text: "Book the dentist", done: true },
      { date: "2026-10-01", kind: "other", text: "Drink water", done: false, skip: HABITICA_SKIP.habit },
      { date: "2026-11-01", kind: "task", text: "Fix the bike", done: false, skip: HABITICA_SKIP.openTodo },
    ]);
  });

  it("without Habitica's preferences, uses the member's zone", () => {
    const at = Date.parse("2026-11-02T20:00:00Z");
    expect(habiticaDay(at, { offsetMinutes: null, dayStart: 0 }, "Pacific/Auckland")).toBe("2026-11-03");
    expect(habiticaDay(at, { offsetMinutes: null, dayStart: 10 }, "Pacific/Auckland")).toBe("2026-11-02");
    expect(habiticaDay(at, { offsetMinutes: 300, dayStart: 0 }, "Pacific/Auckland")).toBe("2026-11-02");
  });

  it("names the entry of a bad history point and refuses other files", async () => {
    expect(await failure("habitica", '{"tasks":{"dailys":[{"text":"a","history":[]},{"text":"b","history":[{"value":1}]}]}}')).toBe("The Habitica data export's dailys entry 2 has a history point (1) without a valid date.");
    expect(await failure("habitica", '{"metadata":{},"entries":[]}')).toMatch(/not a Habitica data export/);
    expect(await failure("habitica", '{"tasks":{"todos":[')).toMatch(/ends too early/);
  });
});

describe("Day One's JSON export", () => {
  it("makes each entry a note of its local date in the entry's own zone", async () => {
    const items = await parse("dayone", fixture("dayone-journal.json"), "Europe/Berlin");
    expect(items.map((i) => [i.date, i.text, i.skip ?? null])).toEqual([
      ["2026-11-02", "Late dinner with Sam.\n\nTalked about the race.", null],
      ["2026-11-03", "Early flight tomorrow.", null],
      ["2026-11-03", "Second entry of the day.", null],
      ["2026-11-04", "", "It has no text"],
    ]);
  });

  it("uses the member's zone when an entry names none, and names a bad entry", async () => {
    const items = await parse("dayone", '{"metadata":{},"entries":[{"creationDate":"2026-11-02T23:30:00Z","text":"x"}]}', "Pacific/Auckland");
    expect(items[0].date).toBe("2026-11-03");
    expect(await failure("dayone", '{"metadata":{},"entries":[{"creationDate":"2026-11-02T23:30:00Z","text":"x"},{"creationDate":"soon","text":"y"}]}')).toBe("Entry 2 of the Day One export has no valid creationDate.");
    expect(await failure("dayone", '{"tasks":{}}')).toMatch(/not a Day One JSON export/);
  });
});

it("hashes a row by its content: the same row anywhere has one hash", () => {
  const a = itemHash({ date: "2026-11-02", kind: "note", text: "x", done: false });
  expect(a).toMatch(/^[0-9a-f]{64}$/);
  expect(itemHash({ date: "2026-11-02", kind: "note", text: "x", done: false })).toBe(a);
  expect(itemHash({ date: "2026-11-03", kind: "note", text: "x", done: false })).not.toBe(a);
});
