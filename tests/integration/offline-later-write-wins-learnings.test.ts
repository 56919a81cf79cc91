// The later write wins for learned and accomplished items too (docs/decisions.md "Offline", "The
// day across the gap, and conflicts"): an item's text is settled by when each edit was made on its
// device (Made-At), not by when it arrived; an older edit arriving last is answered 200 with the
// item as stored; a delete made before another device's later edit keeps the item and takes back
// nothing, a newer delete removes it and takes its 5 points back once.
import { POST as addLearning } from "@/app/api/learnings/route";
import { DELETE as deleteLearning, PUT as putLearning } from "@/app/api/learnings/[id]/route";
import { db } from "@/lib/db";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { call, createMember, sessionCookieFor, zoneAtMidday } from "@/tests/support/api";

const MIN = 60_000;
const device = (key: string, madeAt: number) => ({ "idempotency-key": key, [MADE_AT_HEADER.toLowerCase()]: String(madeAt) });
type Item = { id: number; content: string };

async function twoDevices() {
  // Writes dated up to 12 minutes back: a zone at midday keeps them on the member's day at any hour.
  const m = await createMember({ timeZone: zoneAtMidday() });
  return { m, a: m.cookie, b: await sessionCookieFor(m.user) };
}
const add = async (cookie: string, content: string, madeAt: number) => {
  const res = await call(addLearning, { cookie, body: { type: "learned", content }, headers: device(`add-${content.replace(/\W/g, "-")}`, madeAt) });
  expect([res.status, res.json]).toEqual([200, expect.anything()]);
  return res.json as Item;
};
const edit = (cookie: string, id: number, content: string, key: string, madeAt: number) =>
  call(putLearning, { cookie, method: "PUT", params: { id: String(id) }, body: { content }, headers: device(key, madeAt) });
const remove = (cookie: string, id: number, key: string, madeAt: number) =>
  call(deleteLearning, { cookie, method: "DELETE", params: { id: String(id) }, headers: device(key, madeAt) });
const stored = (id: number) => db.learningItem.findUnique({ where: { id }, select: { content: true } });
const xp = async (userId: number) => (await db.user.findUniqueOrThrow({ where: { id: userId } })).xpPoints;

describe("two devices editing the same learned item", () => {
  it("the older edit arriving last is answered with the item as stored; the newer one wins whatever the order", async () => {
    const { a, b } = await twoDevices();
    const t = Date.now() - 10 * MIN;
    const item = await add(a, "Stretch first", t);
    expect((await edit(b, item.id, "Stretch after the run", "b-edit", t + 4 * MIN)).json).toMatchObject({ content: "Stretch after the run" });
    const older = await edit(a, item.id, "Stretch before and after", "a-edit", t + 2 * MIN);
    expect(older.status).toBe(200);
    expect(older.json).toMatchObject({ id: item.id, content: "Stretch after the run" });
    expect(await stored(item.id)).toEqual({ content: "Stretch after the run" });
    // A replay of the newer edit changes nothing; a later edit from the first device wins.
    expect((await edit(a, item.id, "Stretch twice", "a-edit-2", t + 6 * MIN)).json).toMatchObject({ content: "Stretch twice" });
    expect(await stored(item.id)).toEqual({ content: "Stretch twice" });
  });

  it("a delete made before the other device's later edit keeps the item and its points; a newer delete takes them back once", async () => {
    const { m, a, b } = await twoDevices();
    const t = Date.now() - 10 * MIN;
    const item = await add(a, "Hill sprints", t);
    const afterAdd = await xp(m.user.id);
    await edit(b, item.id, "Hill sprints x6", "b-edit", t + 4 * MIN);
    const older = await remove(a, item.id, "a-delete", t + 2 * MIN);
    expect(older.status).toBe(200);
    expect(older.json).toEqual({ success: true, kept: true, pointsAwarded: 0 });
    expect(await stored(item.id)).toEqual({ content: "Hill sprints x6" });
    expect(await xp(m.user.id)).toBe(afterAdd);

    const newer = await remove(a, item.id, "a-delete-2", t + 6 * MIN);
    expect(newer.json).toEqual({ success: true, pointsAwarded: -5 });
    expect(await stored(item.id)).toBeNull();
    expect(await xp(m.user.id)).toBe(afterAdd - 5);
    expect((await remove(a, item.id, "a-delete-2", t + 6 * MIN)).json).toEqual({ success: true, pointsAwarded: -5 });
    expect(await xp(m.user.id)).toBe(afterAdd - 5);
  });

  it("another member's item is 404 and stays as written", async () => {
    const { a } = await twoDevices();
    const other = await createMember();
    const item = await add(a, "Mine", Date.now() - MIN);
    expect((await edit(other.cookie, item.id, "Theirs", "o-edit", Date.now())).status).toBe(404);
    expect((await remove(other.cookie, item.id, "o-delete", Date.now())).status).toBe(404);
    expect(await stored(item.id)).toEqual({ content: "Mine" });
  });
});
