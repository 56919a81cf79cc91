import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { createLearningSchema } from "@/lib/schemas/journal";
import { addLearning } from "@/lib/services/journal/add-learning";

// POST /api/learnings - add a learned or accomplished item to today's page
export const POST = withAuth(async ({ req, user }) => addLearning(user, await parseBody(req, createLearningSchema)));
