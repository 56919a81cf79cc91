import { withAuth, withMember } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { createGoalSchema } from "@/lib/schemas/goals";
import { createGoal } from "@/lib/services/goals/create-goal";
import { listGoals } from "@/lib/services/goals/list-goals";

// GET /api/goals - the caller's main goal, SMART goals in their slots and today's tasks
export const GET = withMember(async ({ member }) => listGoals(member));

// POST /api/goals - create a goal or today's task in a free slot (409 'already filled' when taken)
export const POST = withAuth(async ({ req, user }) => createGoal(user, await parseBody(req, createGoalSchema)));
