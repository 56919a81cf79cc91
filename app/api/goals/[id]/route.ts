import { withAuth } from "@/lib/api/handler";
import { parseBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema, updateGoalSchema } from "@/lib/schemas/goals";
import { deleteGoal } from "@/lib/services/goals/delete-goal";
import { updateGoal } from "@/lib/services/goals/update-goal";

// PATCH /api/goals/{id} - update a goal the caller owns (or a task of today's page)
export const PATCH = withAuth(async ({ req, user, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return updateGoal(user, id, await parseBody(req, updateGoalSchema));
});

// DELETE /api/goals/{id} - archive a completed SMART/main goal (frees its slot) or delete an open goal / task
export const DELETE = withAuth(async ({ user, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return deleteGoal(user, id);
});
