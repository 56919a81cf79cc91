import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { markReviewed } from "@/lib/services/check-ins/review-queue";

// POST /api/admin/check-ins/answers/{id}/reviewed - takes the answer off the review queue
export const POST = withAdmin(async ({ params, scope }) => markReviewed(scope, parseWith(idParamsSchema, params, "params").id));
