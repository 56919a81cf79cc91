import { withAdmin } from "@/lib/api/handler";
import { parseFormBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { updateCheckInFormSchema } from "@/lib/schemas/check-ins";
import { archiveForm, getForm, updateForm } from "@/lib/services/check-ins/manage-forms";

// GET /api/admin/check-ins/{id} - one form in the scope with its current questions
export const GET = withAdmin(async ({ params, scope }) => getForm(scope, parseWith(idParamsSchema, params, "params").id));

// PATCH /api/admin/check-ins/{id} - {title?, schedule?, questions?}; new questions make the form's next version
export const PATCH = withAdmin(async ({ req, params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return updateForm(scope, id, await parseFormBody(req, updateCheckInFormSchema));
});

// DELETE /api/admin/check-ins/{id} - archives the form (no longer due; its answers stay)
export const DELETE = withAdmin(async ({ params, scope }) => archiveForm(scope, parseWith(idParamsSchema, params, "params").id));
