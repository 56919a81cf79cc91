// The Idempotency-Key of a send (docs/decisions.md "The job queue"). A call without one gets a key of
// its own (it is then not deduplicated); a malformed one is a 400 before anything is stored.
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { badRequest } from "@/lib/errors";
import { idempotencyKeySchema } from "@/lib/schemas/admin";

export function idempotencyKeyOf(req: NextRequest): string {
  const header = req.headers.get("idempotency-key");
  if (header === null) return `server:${randomUUID()}`;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  return parsed.data;
}
