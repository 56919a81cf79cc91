import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { importPreviewQuerySchema } from "@/lib/schemas/imports";
import { cancelImport, getImport } from "@/lib/services/imports/member-imports";

// GET /api/imports/{id}[?before=YYYY-MM-DD] - status, progress and, once read, the preview (newest days first)
export const GET = withAuth(async ({ req, user, params }) =>
  getImport(user.id, parseWith(idParamsSchema, params, "params").id, parseWith(importPreviewQuerySchema, Object.fromEntries(req.nextUrl.searchParams), "query").before),
);

// DELETE /api/imports/{id} - drop an import that is not running (its preview or its failure)
export const DELETE = withAuth(async ({ user, params }) => cancelImport(user.id, parseWith(idParamsSchema, params, "params").id));
