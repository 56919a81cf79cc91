// A write kept offline says when it was made (header Made-At, lib/domain/made-at, docs/decisions.md
// "Offline"): within the 36 h grace it is stored as usual, with its key; past it the handler refuses
// it with a 400 the offline bar shows, before anything runs (no row, no key claimed, no points); a
// malformed time is a 400 too. The same key with another body stays a 409 that stores nothing.
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal } from "@/app/api/goals/[id]/route";
import { GET as listLearned } from "@/app/api/learnings/learned/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { db } from "@/lib/db";
import { GRACE_MS, MADE_AT_HEADER, MADE_AT_INVALID_MESSAGE, TOO_OLD_MESSAGE } from "@/lib/domain/made-at";
import { KEY_REUSED_MESSAGE } from "@/lib/services/idempotency/member-write-keys";
import { call, createMember } from "@/tests/support/api";

const kept = (key: string, madeAt: number | string) => ({ "idempotency-key": key, [MADE_AT_HEADER.toLowerCase()]: String(madeAt) });
const points = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id } })).xpPoints;

describe("the 36 h grace for writes made offline", () => {
  it("stores a write made within the grace, once however often it arrives", async () => {
    const m = await createMember();
    const madeAt = Date.now() - 30 * 3_600_000;
    for (let i = 0; i < 2; i++) {
      const res = await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "On the bus" }, headers: kept("dev:1", madeAt) });
      expect(res.status).toBe(200);
    }
    // Stored once, on the day it was made (30 h ago: yesterday's page, tests/integration/offline-day-across-gap.test.ts).
    expect(await db.learningItem.count({ where: { userId: m.user.id } })).toBe(1);
  });

  it("refuses a write made more than 36 h ago with a 400 and stores, claims and awards nothing", async () => {
    const m = await createMember();
    const before = await points(m.user.id);
    const res = await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Late", isCompleted: true }, headers: kept("dev:old", Date.now() - GRACE_MS - 60_000) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(TOO_OLD_MESSAGE);
    expect((await call(listGoals, { cookie: m.cookie })).json).toHaveLength(0);
    expect(await db.memberWriteKey.count({ where: { userId: m.user.id } })).toBe(0);
    expect(await points(m.user.id)).toBe(before);
  });

  it("takes a time ahead of the server's clock as the server's now", async () => {
    const m = await createMember();
    const res = await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Clock ahead" }, headers: kept("dev:ahead", Date.now() + 86_400_000) });
    expect(res.status).toBe(200);
  });

  it("refuses a malformed time with a 400", async () => {
    const m = await createMember();
    const goal = await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Walk" } });
    const res = await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(goal.json.id) }, body: { isCompleted: true }, headers: kept("dev:bad", "yesterday") });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MADE_AT_INVALID_MESSAGE);
    expect((await call(listGoals, { cookie: m.cookie })).json[0].isCompleted).toBe(false);
  });

  it("a kept write replayed with the same key and another body is a 409 and stores nothing", async () => {
    const m = await createMember();
    const madeAt = Date.now() - 60_000;
    await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "First" }, headers: kept("dev:k", madeAt) });
    const reused = await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Second" }, headers: kept("dev:k", madeAt) });
    expect(reused.status).toBe(409);
    expect(reused.json.message).toBe(KEY_REUSED_MESSAGE);
    expect((await call(listLearned, { cookie: m.cookie})).json.map((l: { content: string }) => l.content)).toEqual(["First"]);
  });
});
