import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { getSendProgress } from "@/lib/services/sends/get-send";

// GET /api/admin/sends/{id} - a send's progress: notifications written, pushes sent, failed, removed
export const GET = withAdmin(async ({ params, scope }) => getSendProgress(scope, parseWith(idParamsSchema, params, "params").id));
