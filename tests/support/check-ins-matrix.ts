// The check-in rows of the access matrix (tests/integration/teams-access-matrix.test.ts): a coach of
// team A reaches A's forms, answers and CSV and gets 404 for team B's, which stay unchanged.
import { GET as formsGET, POST as formsPOST } from "@/app/api/admin/check-ins/route";
import { GET as formGET, PATCH as formPATCH, DELETE as formDELETE } from "@/app/api/admin/check-ins/[id]/route";
import { GET as csvGET } from "@/app/api/admin/check-ins/[id]/csv/route";
import { GET as reviewGET } from "@/app/api/admin/check-ins/review/route";
import { POST as reviewedPOST } from "@/app/api/admin/check-ins/answers/[id]/reviewed/route";
import { GET as memberTrendsGET } from "@/app/api/admin/check-ins/members/[id]/route";
import { GET as glanceGET } from "@/app/api/admin/check-ins/glance/route";
import { db } from "@/lib/db";
import { currentCheckIn } from "@/lib/domain/check-ins";
import { call, type createMember, type CallResult } from "@/tests/support/api";

type Member = Awaited<ReturnType<typeof createMember>>;
export type MatrixPeople = { owner: Member; coach: Member; a1: Member; b1: Member; teamA: number; teamB: number };

const questions = [{ id: "mood", type: "scale", label: "Mood", required: true, minLabel: "Low", maxLabel: "High" }];
const schedule = { cadence: "daily", hour: 0 } as const;

/** Team A's and team B's forms, each answered (flagged) by its member; made once, on first use. */
function fixture(people: () => MatrixPeople) {
  let made: Promise<{ formA: number; formB: number; answerA: number; answerB: number }> | null = null;
  return () =>
    (made ??= (async () => {
      const { owner, a1, b1, teamA, teamB } = people();
      const form = async (teamId: number) => (await call(formsPOST, { body: { teamId, title: `Form ${teamId}`, schedule, questions }, cookie: owner.cookie })).json.id as number;
      const [formA, formB] = [await form(teamA), await form(teamB)];
      // Stored as the answer endpoint stores them (no points here: B's member must see no badge notification).
      const answer = async (m: Member, formId: number) => {
        const date = currentCheckIn(new Date(), schedule, { timeZone: m.user.timeZone, dayStartHour: 0 }).date;
        const version = await db.checkInFormVersion.findFirstOrThrow({ where: { formId } });
        const row = await db.checkInAnswer.create({ data: { formId, versionId: version.id, userId: m.user.id, dueDate: new Date(`${date}T00:00:00Z`), answers: { mood: 1 }, flagged: true, flaggedIds: ["mood"] } });
        return row.id;
      };
      return { formA, formB, answerA: await answer(a1, formA), answerB: await answer(b1, formB) };
    })());
}

const expect404 = (res: CallResult) => expect({ status: res.status, code: res.json?.code }).toEqual({ status: 404, code: "not_found" });

export function checkInMatrix(people: () => MatrixPeople): Record<string, () => Promise<void>> {
  const made = fixture(people);
  const as = (route: Parameters<typeof call>[0], opts: Parameters<typeof call>[1] = {}) => call(route, { ...opts, cookie: people().coach.cookie });
  const formB = async () => {
    const { formB: id } = await made();
    return db.checkInForm.findUniqueOrThrow({ where: { id }, select: { title: true, version: true, archivedAt: true } });
  };
  return {
    "GET /api/admin/check-ins": async () => {
      const { formA, formB: b } = await made();
      const ids = (await as(formsGET, { path: "/api/admin/check-ins" })).json.forms.map((f: { id: number }) => f.id);
      expect(ids).toContain(formA);
      expect(ids).not.toContain(b);
      expect404(await as(formsGET, { path: `/api/admin/check-ins?team=${people().teamB}` }));
    },
    "POST /api/admin/check-ins": async () => {
      await made();
      const before = await db.checkInForm.count();
      expect404(await as(formsPOST, { body: { teamId: people().teamB, title: "Not mine", schedule, questions } }));
      expect(await db.checkInForm.count()).toBe(before);
    },
    "GET /api/admin/check-ins/[id]": async () => {
      const { formA, formB: b } = await made();
      expect404(await as(formGET, { params: { id: String(b) } }));
      expect((await as(formGET, { params: { id: String(formA) } })).status).toBe(200);
    },
    "PATCH /api/admin/check-ins/[id]": async () => {
      const { formB: b } = await made();
      const before = await formB();
      expect404(await as(formPATCH, { method: "PATCH", params: { id: String(b) }, body: { title: "Taken over", questions } }));
      expect(await formB()).toEqual(before);
    },
    "DELETE /api/admin/check-ins/[id]": async () => {
      const { formB: b } = await made();
      expect404(await as(formDELETE, { method: "DELETE", params: { id: String(b) } }));
      expect((await formB()).archivedAt).toBeNull();
    },
    "GET /api/admin/check-ins/[id]/csv": async () => {
      const { formA, formB: b } = await made();
      expect404(await as(csvGET, { params: { id: String(b) } }));
      const csv = await as(csvGET, { params: { id: String(formA) } });
      expect(csv.status).toBe(200);
      expect(csv.json.__raw).toContain("matrix_a1");
    },
    "GET /api/admin/check-ins/review": async () => {
      const { answerA, answerB } = await made();
      const ids = (await as(reviewGET, { path: "/api/admin/check-ins/review" })).json.answers.map((a: { id: number }) => a.id);
      expect(ids).toContain(answerA);
      expect(ids).not.toContain(answerB);
      expect404(await as(reviewGET, { path: `/api/admin/check-ins/review?team=${people().teamB}` }));
    },
    "GET /api/admin/check-ins/members/[id]": async () => {
      const { formA } = await made();
      expect404(await as(memberTrendsGET, { params: { id: String(people().b1.user.id) } }));
      const mine = await as(memberTrendsGET, { params: { id: String(people().a1.user.id) } });
      expect(mine.json.forms.map((f: { formId: number }) => f.formId)).toEqual([formA]);
    },
    "GET /api/admin/check-ins/glance": async () => {
      const { formA, formB: b } = await made();
      const ids = (await as(glanceGET, { path: "/api/admin/check-ins/glance" })).json.forms.map((f: { formId: number }) => f.formId);
      expect(ids).toContain(formA);
      expect(ids).not.toContain(b);
      expect404(await as(glanceGET, { path: `/api/admin/check-ins/glance?team=${people().teamB}` }));
    },
    "POST /api/admin/check-ins/answers/[id]/reviewed": async () => {
      const { answerB } = await made();
      expect404(await as(reviewedPOST, { method: "POST", params: { id: String(answerB) } }));
      expect((await db.checkInAnswer.findUniqueOrThrow({ where: { id: answerB } })).reviewedAt).toBeNull();
    },
  };
}
