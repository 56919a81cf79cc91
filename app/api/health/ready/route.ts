// GET /api/health/ready - readiness: can this server reach Postgres right now? One `SELECT 1`
// with a short timeout: 200 { ok, database: "up" }, else 503 unavailable with database: "down".
// GET /api/health stays the cheap liveness answer that never touches the database.
import { NextResponse } from "next/server";
import { withPublic } from "@/lib/api/handler";
import { UNAVAILABLE_MESSAGE } from "@/lib/api/errors";
import { RETRY_AFTER_SECONDS } from "@/lib/api/unavailable";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

export const READY_TIMEOUT_MS = 2_000;

async function databaseUp(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const probe = db.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const GET = withPublic(async () => {
  const headers = { "Cache-Control": "no-store" };
  if (await databaseUp()) return NextResponse.json({ ok: true, database: "up" }, { headers });
  return NextResponse.json(
    { ok: false, database: "down", message: UNAVAILABLE_MESSAGE, code: "unavailable" },
    { status: 503, headers: { ...headers, "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
});
