// A check-in answered offline (docs/decisions.md "Offline", "The outbox"): the outbox sends the
// answer with the Idempotency-Key made when the member answered, as often as it must. The route
// runs through withAuth's key (lib/services/idempotency): a replay is answered with the first
// answer and stores and awards nothing more; the same key with another body is a 409 and changes
// nothing.
import { POST as formsPOST } from "@/app/api/admin/check-ins/route";
import { GET as dueGET } from "@/app/api/check-ins/route";
import { POST as answerPOST } from "@/app/api/check-ins/[id]/route";
import { db } from "@/lib/db";
import { POINTS } from "@/lib/constants";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { call, createMember } from "@/tests/support/api";

type Member = Awaited<ReturnType<typeof createMember>>;
let coach: Member;
let teamId: number;
const questions = [{ id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" }];

beforeAll(async () => {
  coach = await createMember({ twoFactor: true });
  teamId = (await db.team.create({ data: { name: "Offline checkins", nameKey: "offline checkins" } })).id;
  await db.user.update({ where: { id: coach.user.id }, data: { teamId } });
  await db.teamCoach.create({ data: { teamId, userId: coach.user.id } });
}, 60_000);

async function memberWithOpenCheckIn(hour = 0) {
  const member = await createMember();
  await db.user.update({ where: { id: member.user.id }, data: { teamId } });
  const form = await call(formsPOST, { cookie: coach.cookie, body: { teamId, title: `Daily ${member.user.id}`, schedule: { cadence: "daily", hour }, questions } });
  expect(form.status).toBe(201);
  const due = (await call(dueGET, { cookie: member.cookie })).json.checkIns.find((c: { formId: number }) => c.formId === form.json.id);
  return { member, formId: String(form.json.id), date: due.date as string };
}

const points = async (m: Member) => (await db.user.findUniqueOrThrow({ where: { id: m.user.id } })).xpPoints;
const answers = (m: Member) => db.checkInAnswer.findMany({ where: { userId: m.user.id } });

describe("a check-in answer sent again with its Idempotency-Key", () => {
  it("a replay is answered with the first answer: one answer stored, the points awarded once", async () => {
    const { member, formId, date } = await memberWithOpenCheckIn();
    const before = await points(member);
    const send = () => call(answerPOST, { cookie: member.cookie, params: { id: formId }, body: { date, answers: { sleep: 4 } }, headers: { "idempotency-key": "phone:checkin-1" } });
    const first = await send();
    expect(first.status).toBe(200);
    // The check-in's points, and a first badge's when one is earned.
    expect(first.json.pointsAwarded).toBeGreaterThanOrEqual(POINTS.checkIn);
    for (let i = 0; i < 2; i++) {
      const again = await send();
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
    }
    expect(await answers(member)).toHaveLength(1);
    expect((await points(member)) - before).toBe(first.json.pointsAwarded);
  });

  it("the same key with another body is a 409 and changes nothing", async () => {
    const { member, formId, date } = await memberWithOpenCheckIn();
    const headers = { "idempotency-key": "phone:checkin-2" };
    expect((await call(answerPOST, { cookie: member.cookie, params: { id: formId }, body: { date, answers: { sleep: 2 } }, headers })).status).toBe(200);
    const afterFirst = await points(member);
    const reused = await call(answerPOST, { cookie: member.cookie, params: { id: formId }, body: { date, answers: { sleep: 5 } }, headers });
    expect(reused.status).toBe(409);
    expect(reused.json.message).toBe("This Idempotency-Key was already used for a different request");
    const stored = await answers(member);
    expect(stored.map((a) => a.answers)).toEqual([{ sleep: 2 }]);
    expect(await points(member)).toBe(afterFirst);
  });

  it("another member's use of the same key is their own write", async () => {
    const one = await memberWithOpenCheckIn();
    const two = await memberWithOpenCheckIn();
    const headers = { "idempotency-key": "shared:checkin" };
    expect((await call(answerPOST, { cookie: one.member.cookie, params: { id: one.formId }, body: { date: one.date, answers: { sleep: 3 } }, headers })).status).toBe(200);
    const theirs = await call(answerPOST, { cookie: two.member.cookie, params: { id: two.formId }, body: { date: two.date, answers: { sleep: 3 } }, headers });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await answers(two.member)).toHaveLength(1);
  });
});

describe("a check-in answered offline while it was open", () => {
  it("lands on that check-in when it arrives after the next one opened (Made-At), and is refused without it", async () => {
    // A daily check-in due at the start of this hour (UTC member): answered ten minutes before, the
    // previous day's was the open one.
    const now = new Date();
    const hour = now.getUTCHours();
    const { member, formId, date: today } = await memberWithOpenCheckIn(hour);
    const madeAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour) - 10 * 60_000;
    const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 86_400_000).toISOString().slice(0, 10);
    expect(today > yesterday).toBe(true);
    const body = { date: yesterday, answers: { sleep: 3 } };
    const late = await call(answerPOST, { cookie: member.cookie, params: { id: formId }, body });
    expect(late.status).toBe(400);
    const kept = await call(answerPOST, { cookie: member.cookie, params: { id: formId }, body, headers: { "idempotency-key": "phone:yesterday", [MADE_AT_HEADER.toLowerCase()]: String(madeAt) } });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ date: yesterday, pointsAwarded: expect.any(Number) });
    const stored = await answers(member);
    expect(stored.map((a) => [a.answeredAt.getTime(), a.answers])).toEqual([[madeAt, { sleep: 3 }]]);
  });
});
