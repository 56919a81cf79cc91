import { withAdmin } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { createCheckInFormSchema } from "@/lib/schemas/check-ins";
import { createForm, listForms } from "@/lib/services/check-ins/manage-forms";

// GET /api/admin/check-ins - the live check-in forms of the teams in the caller's scope (?team= narrows)
export const GET = withAdmin(async ({ scope }) => listForms(scope));

// POST /api/admin/check-ins - a new form {teamId, title, schedule, questions} for a team in the scope; 201 with it
export const POST = withAdmin(async ({ req, scope }) => {
  const form = await createForm(scope, await parseFormBody(req, createCheckInFormSchema));
  return Response.json(form, { status: 201, headers: { "Cache-Control": "no-store" } });
});
