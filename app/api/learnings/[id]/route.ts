import { withAuth } from "@/lib/api/handler";
import { parseBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/goals";
import { updateLearningSchema } from "@/lib/schemas/journal";
import { deleteLearning } from "@/lib/services/journal/delete-learning";
import { updateLearning } from "@/lib/services/journal/update-learning";

// PUT /api/learnings/{id} - edit an item of today's page the caller owns
export const PUT = withAuth(async ({ req, user, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  const { content } = await parseBody(req, updateLearningSchema);
  return updateLearning(user, id, content);
});

// DELETE /api/learnings/{id} - delete an item of today's page the caller owns
export const DELETE = withAuth(async ({ user, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return deleteLearning(user, id);
});
