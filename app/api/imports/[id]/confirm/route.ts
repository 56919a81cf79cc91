import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { confirmImport } from "@/lib/services/imports/member-imports";

// POST /api/imports/{id}/confirm - write the previewed rows (by the queue; poll GET /api/imports/{id})
export const POST = withAuth(async ({ user, params }) => confirmImport(user.id, parseWith(idParamsSchema, params, "params").id));
