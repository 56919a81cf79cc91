import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { endChallenge } from "@/lib/services/challenges/manage-challenges";

// POST /api/admin/challenges/{id}/end - end a challenge early; the next cron tick announces the end to its members
export const POST = withAdmin(async ({ params, scope }) => endChallenge(scope, parseWith(idParamsSchema, params, "params").id, new Date()));
