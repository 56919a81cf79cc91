import "server-only";
// A team's check-in forms (docs/product/check-ins.md#forms): the owner and coaches list, create,
// edit and archive the forms of the teams in their scope (a form of another team is a 404, the
// same answer as an unknown id). Editing the questions adds a version: past answers keep the
// version they answered (docs/decisions.md "Check-ins").
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import type { CheckInQuestion } from "@/lib/domain/check-in-questions";
import type { CheckInSchedule } from "@/lib/domain/check-ins";
import { CHECK_IN_MESSAGES, type CheckInFormDto, type CreateCheckInFormInput, type QuestionInput, type UpdateCheckInFormInput } from "@/lib/schemas/check-ins";

type FormRow = {
  id: number;
  teamId: number;
  teamName: string;
  title: string;
  cadence: string;
  weekday: number | null;
  hour: number;
  version: number;
  questions: CheckInQuestion[];
  createdAt: Date;
  updatedAt: Date;
};

export const scheduleOf = (row: { cadence: string; weekday: number | null; hour: number }): CheckInSchedule =>
  row.cadence === "weekly" ? { cadence: "weekly", weekday: row.weekday ?? 1, hour: row.hour } : { cadence: "daily", hour: row.hour };

const toDto = (r: FormRow): CheckInFormDto => ({
  id: r.id,
  teamId: r.teamId,
  teamName: r.teamName,
  title: r.title,
  schedule: scheduleOf(r),
  version: r.version,
  questions: r.questions,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The live forms in the scope, with their current version's questions (`formId`: that one form). */
async function formRows(scope: StaffScope, formId?: number): Promise<FormRow[]> {
  return db.$queryRaw<FormRow[]>`
    SELECT f."id", f."teamId", t."name" AS "teamName", f."title", f."cadence", f."weekday", f."hour", f."version",
      v."questions", f."createdAt", f."updatedAt"
    FROM "CheckInForm" f
    JOIN "Team" t ON t."id" = f."teamId"
    JOIN "CheckInFormVersion" v ON v."formId" = f."id" AND v."version" = f."version"
    WHERE f."archivedAt" IS NULL AND ${inScope(scope, Prisma.sql`f."teamId"`)}
      ${formId === undefined ? Prisma.empty : Prisma.sql`AND f."id" = ${formId}`}
    ORDER BY t."name", f."id"
    LIMIT 200`;
}

export async function listForms(scope: StaffScope): Promise<{ forms: CheckInFormDto[] }> {
  return { forms: (await formRows(scope)).map(toDto) };
}

/** One live form in the scope, or a 404. */
export async function getForm(scope: StaffScope, id: number): Promise<CheckInFormDto> {
  const [row] = await formRows(scope, id);
  if (!row) throw notFound(CHECK_IN_MESSAGES.formNotFound);
  return toDto(row);
}

/** The questions as stored: each keeps the id it was sent with (an edited question), new ones get one. */
function withIds(questions: QuestionInput[]): CheckInQuestion[] {
  return questions.map((q) => {
    const base = { id: q.id ?? `q${randomBytes(6).toString("hex")}`, label: q.label, required: q.required };
    switch (q.type) {
      case "scale":
        return { ...base, type: "scale", minLabel: q.minLabel!, maxLabel: q.maxLabel! };
      case "number":
        return { ...base, type: "number", unit: q.unit ?? "", min: q.min!, max: q.max! };
      default:
        return { ...base, type: q.type };
    }
  });
}

const scheduleColumns = (s: CreateCheckInFormInput["schedule"]) => ({ cadence: s.cadence, weekday: s.cadence === "weekly" ? s.weekday! : null, hour: s.hour });

/** A new form for a team in the scope (a live one); 201 with it. */
export async function createForm(scope: StaffScope, input: CreateCheckInFormInput, now: Date = new Date()): Promise<CheckInFormDto> {
  if (scope.teamIds !== null && !scope.teamIds.includes(input.teamId)) throw notFound(CHECK_IN_MESSAGES.teamNotFound);
  const team = await db.team.findFirst({ where: { id: input.teamId, archivedAt: null }, select: { id: true } });
  if (!team) throw notFound(CHECK_IN_MESSAGES.teamNotFound);
  const form = await db.checkInForm.create({
    data: {
      teamId: input.teamId,
      title: input.title,
      ...scheduleColumns(input.schedule),
      createdById: scope.userId,
      createdAt: now,
      updatedAt: now,
      versions: { create: { version: 1, questions: withIds(input.questions) as unknown as Prisma.InputJsonValue, createdAt: now } },
    },
    select: { id: true },
  });
  return getForm(scope, form.id);
}

/** Edits a form in the scope: new questions become its next version. */
export async function updateForm(scope: StaffScope, id: number, input: UpdateCheckInFormInput, now: Date = new Date()): Promise<CheckInFormDto> {
  await getForm(scope, id);
  await db.$transaction(async (tx) => {
    const [form] = await tx.$queryRaw<{ version: number }[]>`SELECT "version" FROM "CheckInForm" WHERE "id" = ${id} FOR UPDATE`;
    const version = input.questions ? form.version + 1 : form.version;
    if (input.questions) {
      await tx.checkInFormVersion.create({ data: { formId: id, version, questions: withIds(input.questions) as unknown as Prisma.InputJsonValue, createdAt: now } });
    }
    await tx.checkInForm.update({
      where: { id },
      data: { ...(input.title === undefined ? {} : { title: input.title }), ...(input.schedule ? scheduleColumns(input.schedule) : {}), version, updatedAt: now },
    });
  });
  return getForm(scope, id);
}

/** Archives a form in the scope: no longer due; its answers stay for the coach and the CSV. */
export async function archiveForm(scope: StaffScope, id: number, now: Date = new Date()): Promise<{ success: true }> {
  await getForm(scope, id);
  await db.checkInForm.update({ where: { id }, data: { archivedAt: now } });
  return { success: true };
}
