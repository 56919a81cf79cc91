// The answer to a journal field edit that arrives older than the stored one (docs/decisions.md
// "Offline", "The day across the gap, and conflicts"): 200 with the row as it stands, and
// `notApplied` naming the sent fields another device edited later, so the losing device can show
// the kept text. An applied write's answer has no such field (its shape is unchanged).
import { POST as saveBehavior } from "@/app/api/behavior/route";
import { POST as saveMindset } from "@/app/api/mindset/route";
import { POST as saveNote } from "@/app/api/notes/route";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { call, createMember, sessionCookieFor } from "@/tests/support/api";

const device = (key: string, madeAt: number) => ({ "idempotency-key": key, [MADE_AT_HEADER.toLowerCase()]: String(madeAt) });

async function twoDevices() {
  const m = await createMember();
  return { a: m.cookie, b: await sessionCookieFor(m.user) };
}

describe("the answer to an edit older than the stored one", () => {
  it("the note: the stored text and notApplied; an applied edit's answer has none", async () => {
    const { a, b } = await twoDevices();
    const t = Date.now() - 10 * 60_000;
    const later = await call(saveNote, { cookie: b, body: { content: "B, later" }, headers: device("b:1", t + 60_000) });
    expect(later.json.notApplied).toBeUndefined();
    const older = await call(saveNote, { cookie: a, body: { content: "A, earlier" }, headers: device("a:1", t) });
    expect(older.status).toBe(200);
    expect(older.json).toMatchObject({ content: "B, later", notApplied: ["content"] });
    // A replay of the older edit gets the same answer (the first one, kept with its key).
    expect((await call(saveNote, { cookie: a, body: { content: "A, earlier" }, headers: device("a:1", t) })).json).toEqual(older.json);
  });

  it("behavior and mindset name only the fields not applied", async () => {
    const { a, b } = await twoDevices();
    const t = Date.now() - 10 * 60_000;
    await call(saveBehavior, { cookie: b, body: { continueDoing: "B walks" }, headers: device("b:behavior", t + 60_000) });
    const behavior = await call(saveBehavior, { cookie: a, body: { continueDoing: "A runs", stopDoing: "A stops snacking" }, headers: device("a:behavior", t) });
    expect(behavior.status).toBe(200);
    expect(behavior.json).toMatchObject({ continueDoing: "B walks", stopDoing: "A stops snacking", notApplied: ["continueDoing"] });

    await call(saveMindset, { cookie: b, body: { focus: "B's focus", isFocusCompleted: false }, headers: device("b:mindset", t + 60_000) });
    const mindset = await call(saveMindset, { cookie: a, body: { focus: "A's focus", isFocusCompleted: true, selfTalk: "A talks" }, headers: device("a:mindset", t) });
    expect(mindset.status).toBe(200);
    expect(mindset.json).toMatchObject({ focus: "B's focus", isFocusCompleted: false, selfTalk: "A talks" });
    expect(mindset.json.notApplied.sort()).toEqual(["focus", "isFocusCompleted"]);
  });

  it("a later edit of the losing device is applied and answered without the flag", async () => {
    const { a, b } = await twoDevices();
    const t = Date.now() - 10 * 60_000;
    await call(saveNote, { cookie: b, body: { content: "B" }, headers: device("b:1", t + 60_000) });
    const now = await call(saveNote, { cookie: a, body: { content: "A, typed after" }, headers: device("a:2", t + 120_000) });
    expect(now.json.content).toBe("A, typed after");
    expect(now.json).not.toHaveProperty("notApplied");
  });
});
