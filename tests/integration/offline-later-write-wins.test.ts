// The later write wins for the same field on two devices (docs/decisions.md "Offline", "The day
// across the gap, and conflicts"): by when each edit was made on its device (Made-At, bounded by
// the server's clock), not by when it arrived. Device B's later edit arrives first; device A's older
// edit of the same field arrives after and is answered as accepted but not applied: B's text stays.
// Fields A alone sent are applied.
import { GET as getBehavior, POST as saveBehavior } from "@/app/api/behavior/route";
import { GET as getMindset, POST as saveMindset } from "@/app/api/mindset/route";
import { GET as getNote, POST as saveNote } from "@/app/api/notes/route";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { call, createMember, sessionCookieFor, zoneAtMidday } from "@/tests/support/api";

const device = (key: string, madeAt: number) => ({ "idempotency-key": key, [MADE_AT_HEADER.toLowerCase()]: String(madeAt) });

async function twoDevices() {
  // Writes dated up to 12 minutes back: a zone at midday keeps them on the member's day at any hour.
  const m = await createMember({ timeZone: zoneAtMidday() });
  return { a: m.cookie, b: await sessionCookieFor(m.user) };
}

describe("two devices editing the same journal field", () => {
  it("the note: B's later edit arriving first stays when A's older edit arrives", async () => {
    const { a, b } = await twoDevices();
    const t = Date.now() - 10 * 60_000;
    expect((await call(saveNote, { cookie: b, body: { content: "B, later" }, headers: device("b:1", t + 60_000) })).status).toBe(200);
    const older = await call(saveNote, { cookie: a, body: { content: "A, earlier" }, headers: device("a:1", t) });
    expect(older.status).toBe(200);
    expect(older.json.content).toBe("B, later");
    expect((await call(getNote, { cookie: a })).json.content).toBe("B, later");
  });

  it("behavior and mindset, field by field: the older edit of a field is not applied, a field only A sent is", async () => {
    const { a, b } = await twoDevices();
    const t = Date.now() - 10 * 60_000;
    await call(saveBehavior, { cookie: b, body: { continueDoing: "B walks" }, headers: device("b:behavior", t + 60_000) });
    await call(saveBehavior, { cookie: a, body: { continueDoing: "A runs", stopDoing: "A stops snacking" }, headers: device("a:behavior", t) });
    const behavior = (await call(getBehavior, { cookie: a })).json;
    expect([behavior.continueDoing, behavior.stopDoing]).toEqual(["B walks", "A stops snacking"]);

    await call(saveMindset, { cookie: b, body: { focus: "B's focus", isFocusCompleted: false }, headers: device("b:mindset", t + 60_000) });
    await call(saveMindset, { cookie: a, body: { focus: "A's focus", isFocusCompleted: true, selfTalk: "A talks" }, headers: device("a:mindset", t) });
    const mindset = (await call(getMindset, { cookie: b })).json;
    expect([mindset.focus, mindset.isFocusCompleted, mindset.selfTalk]).toEqual(["B's focus", false, "A talks"]);
  });

  it("a later edit replaces an earlier one whatever the order, and a write made now (no Made-At) is the latest", async () => {
    const { a, b } = await twoDevices();
    const t = Date.now() - 10 * 60_000;
    await call(saveNote, { cookie: a, body: { content: "A, earlier" }, headers: device("a:1", t) });
    await call(saveNote, { cookie: b, body: { content: "B, later" }, headers: device("b:1", t + 60_000) });
    expect((await call(getNote, { cookie: a })).json.content).toBe("B, later");
    await call(saveNote, { cookie: a, body: { content: "A, now" } });
    expect((await call(getNote, { cookie: b })).json.content).toBe("A, now");
  });

  it("a device clock ahead of the server's counts as the server's now: a later edit still wins over it", async () => {
    const { a, b } = await twoDevices();
    await call(saveNote, { cookie: a, body: { content: "A, clock a day ahead" }, headers: device("a:ahead", Date.now() + 86_400_000) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(saveNote, { cookie: b, body: { content: "B, right clock" }, headers: device("b:now", Date.now()) });
    expect((await call(getNote, { cookie: a })).json.content).toBe("B, right clock");
  });
});
