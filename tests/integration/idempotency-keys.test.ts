// A member's write with an Idempotency-Key runs once (docs/decisions.md "Offline", the handler
// wrappers of lib/api/handler.ts): a replay gets the first answer and stores and awards nothing;
// the same key with another body is a 409 and stores nothing; keys are per member; a refused write
// releases its key; a malformed key is a 400.
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal } from "@/app/api/goals/[id]/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { GET as getNote, POST as saveNote } from "@/app/api/notes/route";
import { db } from "@/lib/db";
import { KEY_REUSED_MESSAGE } from "@/lib/services/idempotency/member-write-keys";
import { pruneOldWriteKeys, WRITE_KEY_RETENTION_DAYS } from "@/lib/services/idempotency/prune-write-keys";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
const keyed = (key: string) => ({ "idempotency-key": key });
const points = async (m: Member) => (await db.user.findUniqueOrThrow({ where: { id: m.user.id } })).xpPoints;

describe("Idempotency-Key on member writes", () => {
  it("a replayed create stores one goal and answers the first answer", async () => {
    const m = await createMember();
    const first = await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Stretch" }, headers: keyed("dev1:w1") });
    const again = await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Stretch" }, headers: keyed("dev1:w1") });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await call(listGoals, { cookie: m.cookie })).json).toHaveLength(1);
  });

  it("a replayed completion awards its points once", async () => {
    const m = await createMember();
    const goal = await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Walk" } });
    const complete = () => call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(goal.json.id) }, body: { isCompleted: true }, headers: keyed("dev1:complete") });
    const first = await complete();
    expect(first.status).toBe(200);
    const after = await points(m);
    expect(after).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect((await complete()).json).toEqual(first.json);
    expect(await points(m)).toBe(after);
    await expectConsistentPoints(m.user.id);
  });

  it("the same key with another body is a 409 and stores nothing", async () => {
    const m = await createMember();
    await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Breathing" }, headers: keyed("k-1") });
    const reused = await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Something else" }, headers: keyed("k-1") });
    expect(reused.status).toBe(409);
    expect(reused.json).toEqual({ code: "conflict", message: KEY_REUSED_MESSAGE });
    const rows = await db.learningItem.findMany({ where: { userId: m.user.id } });
    expect(rows.map((row) => row.content)).toEqual(["Breathing"]);
  });

  it("keys are per member: another member's same key is a write of its own", async () => {
    const [a, b] = [await createMember(), await createMember()];
    const byA = await call(createGoal, { cookie: a.cookie, body: { type: "task1", title: "A" }, headers: keyed("shared") });
    const byB = await call(createGoal, { cookie: b.cookie, body: { type: "task1", title: "A" }, headers: keyed("shared") });
    expect(byB.status).toBe(200);
    expect(byB.json.id).not.toBe(byA.json.id);
    expect(byB.json.userId).toBe(b.user.id);
  });

  it("a refused write releases its key: the corrected write with the same key is stored", async () => {
    const m = await createMember();
    const bad = await call(saveNote, { cookie: m.cookie, body: { content: 42 }, headers: keyed("note-1") });
    expect(bad.status).toBe(400);
    const good = await call(saveNote, { cookie: m.cookie, body: { content: "Kept" }, headers: keyed("note-1") });
    expect(good.status).toBe(200);
    expect((await call(getNote, { cookie: m.cookie })).json.content).toBe("Kept");
  });

  it("a malformed key is a 400 before anything is stored", async () => {
    const m = await createMember();
    const res = await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "X" }, headers: keyed("not a key!") });
    expect(res.status).toBe(400);
    expect((await call(listGoals, { cookie: m.cookie })).json).toHaveLength(0);
  });

  it("a keyed write with the session of a deleted account is a 401", async () => {
    const m = await createMember();
    await call(getNote, { cookie: m.cookie }); // this server has seen the member: the fast path
    await db.user.delete({ where: { id: m.user.id } });
    const res = await call(saveNote, { cookie: m.cookie, body: { content: "x" }, headers: keyed("gone") });
    expect(res.status).toBe(401);
  });

  it("without a session a keyed write is a 401 and claims nothing", async () => {
    const res = await call(createGoal, { body: { type: "task1", title: "X" }, headers: keyed("anon") });
    expect(res.status).toBe(401);
    expect(await db.memberWriteKey.count({ where: { key: "anon" } })).toBe(0);
  });
});

describe("old keys", () => {
  it("the cron tick's prune removes keys older than the retention and keeps the newer ones", async () => {
    const m = await createMember();
    const now = new Date("2026-11-29T12:00:00Z");
    const day = 86_400_000;
    await db.memberWriteKey.createMany({
      data: [
        { userId: m.user.id, key: "old", requestHash: "a".repeat(64), status: 200, createdAt: new Date(now.getTime() - (WRITE_KEY_RETENTION_DAYS + 1) * day) },
        { userId: m.user.id, key: "recent", requestHash: "b".repeat(64), status: 200, createdAt: new Date(now.getTime() - (WRITE_KEY_RETENTION_DAYS - 1) * day) },
      ],
    });
    expect(await pruneOldWriteKeys(now)).toBe(1);
    expect((await db.memberWriteKey.findMany({ where: { userId: m.user.id }, select: { key: true } })).map((k) => k.key)).toEqual(["recent"]);
    expect(await pruneOldWriteKeys(now)).toBe(0);
  });
});
