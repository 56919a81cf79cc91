import { notAppliedFields, notAppliedFlag } from "@/lib/domain/not-applied";

// The made-at of this write, and the stored made-at of each field after it (pinned times).
const MADE_AT = Date.UTC(2026, 10, 29, 8, 0);

describe("notAppliedFields: the sent fields another device edited later", () => {
  it("names a sent field whose stored made-at is later than the write's", () => {
    expect(notAppliedFields(["content"], { content: MADE_AT + 60_000 }, MADE_AT)).toEqual(["content"]);
  });

  it("an applied field (its made-at is the write's) and an equal time are applied", () => {
    expect(notAppliedFields(["continueDoing", "stopDoing"], { continueDoing: MADE_AT, stopDoing: MADE_AT }, MADE_AT)).toEqual([]);
  });

  it("only sent fields count: a later made-at of a field not sent is no conflict", () => {
    expect(notAppliedFields(["focus"], { focus: MADE_AT, selfTalk: MADE_AT + 1 }, MADE_AT)).toEqual([]);
    expect(notAppliedFields(["focus", "selfTalk"], { focus: MADE_AT, selfTalk: MADE_AT + 1 }, MADE_AT)).toEqual(["selfTalk"]);
  });

  it("reads made-at times stored as text (jsonb bigint) and ignores what is not a time", () => {
    expect(notAppliedFields(["content"], { content: String(MADE_AT + 5) }, MADE_AT)).toEqual(["content"]);
    expect(notAppliedFields(["content"], { content: "soon" }, MADE_AT)).toEqual([]);
    expect(notAppliedFields(["content"], null, MADE_AT)).toEqual([]);
    expect(notAppliedFields(["content"], "{}", MADE_AT)).toEqual([]);
  });
});

describe("notAppliedFlag: the answer's flag", () => {
  it("is absent when every sent field was applied, so the answer keeps its shape", () => {
    expect(notAppliedFlag(["content"], { content: MADE_AT }, MADE_AT)).toEqual({});
  });
  it("names the fields kept as stored", () => {
    expect(notAppliedFlag(["content"], { content: MADE_AT + 1 }, MADE_AT)).toEqual({ notApplied: ["content"] });
  });
});
