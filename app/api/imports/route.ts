import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { importUploadQuerySchema } from "@/lib/schemas/imports";
import { latestImport, startImport } from "@/lib/services/imports/member-imports";

// Profile > Your data > Import your history (docs/product/imports.md).

// GET /api/imports - the caller's latest import (status, progress, preview), or null
export const GET = withAuth(async ({ user }) => ({ import: await latestImport(user.id) }));

// POST /api/imports?kind=reach|loop|habitica|dayone&name=FILE - the file as the body (up to 50 MB);
// stored, then read by the queue; answers the import to poll
export const POST = withAuth(async ({ req, user }) => {
  const query = parseWith(importUploadQuerySchema, Object.fromEntries(req.nextUrl.searchParams), "query");
  const length = req.headers.get("content-length");
  return startImport(user.id, query.kind, query.name, req.body, length && /^\d+$/.test(length) ? Number(length) : null);
});
