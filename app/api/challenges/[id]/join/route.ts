import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { joinChallenge, leaveChallenge } from "@/lib/services/challenges/member-challenges";

// POST /api/challenges/{id}/join - join (until the challenge's last week starts; once)
export const POST = withAuth(async ({ params, user }) => joinChallenge(user, parseWith(idParamsSchema, params, "params").id, new Date()));

// DELETE /api/challenges/{id}/join - leave (keeps nothing)
export const DELETE = withAuth(async ({ params, user }) => leaveChallenge(user, parseWith(idParamsSchema, params, "params").id, new Date()));
