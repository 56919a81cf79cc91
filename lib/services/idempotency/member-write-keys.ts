// A member's write sent with an Idempotency-Key (docs/decisions.md "Offline"): the device's outbox
// sends each write with a key made when the member made it, and may send it again (a lost answer, a
// reload, two tabs). The first request claims the key, runs, and its answer is stored; a replay with
// the same request gets that answer again without running (nothing stored or awarded twice); the
// same key with another request is a 409 and runs nothing. Applied once, by the handler wrappers
// (lib/api/handler.ts), to every member write that carries the header.
import { createHash } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { prisma } from "@/lib/db";
import { badRequest, conflict, unauthorized } from "@/lib/errors";
import { idempotencyKeySchema } from "@/lib/schemas/admin";

export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different request";
export const KEY_IN_PROGRESS_MESSAGE = "A request with this Idempotency-Key is still being processed";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The request's key, when it is a write that carries one (a malformed key is a 400). */
export function writeKeyOf(req: NextRequest): string | null {
  if (!WRITE_METHODS.has(req.method)) return null;
  const header = req.headers.get("idempotency-key");
  if (header === null) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  return parsed.data;
}

/** SHA-256 of what makes two requests the same write: method, path with query, body. */
export async function requestHash(req: NextRequest): Promise<string> {
  const body = await req.clone().text();
  return createHash("sha256").update(`${req.method} ${req.nextUrl.pathname}${req.nextUrl.search}\n${body}`).digest("hex");
}

type Stored = { requestHash: string; status: number; body: string | null };

function replay(stored: Stored): Response {
  return new NextResponse(stored.body, {
    status: stored.status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", "Idempotent-Replayed": "true" },
  });
}

/**
 * Runs `write` once per (member, key). Only a successful answer (2xx) is kept: a refused or failed
 * write releases its key, so the outbox may send it again once the cause is gone.
 */
export async function onceForKey(memberId: number, key: string, hash: string, write: () => Promise<Response>): Promise<Response> {
  const db = prisma();
  const claimed = await db.$executeRaw`
    INSERT INTO "MemberWriteKey" ("userId", "key", "requestHash") VALUES (${memberId}, ${key}, ${hash})
    ON CONFLICT ("userId", "key") DO NOTHING`.catch((error: unknown) => {
    // A session of a deleted account (withMember checks the session inside the write's own
    // statement, after this claim): no member row, so the write is a 401 as without a key.
    if (/foreign key|23503/i.test(String((error as { message?: unknown })?.message ?? error))) throw unauthorized();
    throw error;
  });
  if (claimed === 0) {
    const [stored] = await db.$queryRaw<Stored[]>`
      SELECT "requestHash", "status", "body" FROM "MemberWriteKey" WHERE "userId" = ${memberId} AND "key" = ${key}`;
    if (!stored) return onceForKey(memberId, key, hash, write); // released meanwhile
    if (stored.requestHash !== hash) throw conflict(KEY_REUSED_MESSAGE);
    if (stored.status === 0) throw conflict(KEY_IN_PROGRESS_MESSAGE);
    return replay(stored);
  }
  let response: Response;
  try {
    response = await write();
  } catch (error) {
    await release(memberId, key);
    throw error;
  }
  if (response.status < 200 || response.status >= 300) {
    await release(memberId, key);
    return response;
  }
  const body = await response.clone().text();
  await db.$executeRaw`
    UPDATE "MemberWriteKey" SET "status" = ${response.status}, "body" = ${body} WHERE "userId" = ${memberId} AND "key" = ${key}`;
  return response;
}

async function release(memberId: number, key: string): Promise<void> {
  await prisma().$executeRaw`DELETE FROM "MemberWriteKey" WHERE "userId" = ${memberId} AND "key" = ${key} AND "status" = 0`;
}

