import "server-only";
// One structured log line per /api request that failed or was slow (docs/decisions.md "One log line per failed or slow request"): method, route,
// status, duration, request id and member id when known. An unexpected error (500) puts its
// stack on that same line, once; an outage's 503 is one short line (no Prisma stack flood);
// a client that hung up is not logged at all. Error answers carry the id in X-Request-Id.
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { logger } from "@/lib/log";

/** Requests slower than this are logged even when they succeed. */
export const SLOW_REQUEST_MS = 1_000;

/** What a wrapper learns while handling the request (withAuth fills in the member). */
export type RequestMeta = { memberId?: number };

const SAFE_ID = /^[\w.:-]{1,64}$/;

/** A proxy's X-Request-Id when it looks sane, else a fresh one. */
export function requestIdOf(req: NextRequest): string {
  const given = req.headers.get("x-request-id");
  return given && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * A server process's own warm-up calls (server/http-process.mjs) carry the secret it made
 * for them (REACH_WARM_UP_TOKEN, set only while they run, never sent to anyone else): they are not logged.
 */
const isWarmUp = (req: NextRequest) => {
  const token = process.env.REACH_WARM_UP_TOKEN;
  return !!token && req.headers.get("x-reach-warm-up") === token;
};

/** The path with numeric ids folded, so lines group by route. */
export const routeOf = (req: NextRequest) => req.nextUrl.pathname.replace(/\/\d+(?=\/|$)/g, "/:id");

export async function observed(req: NextRequest, meta: RequestMeta, run: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  let res: Response;
  let unexpected: unknown;
  try {
    res = await run();
  } catch (error) {
    res = errorResponse(error, { report: false });
    if (res.status >= 500 && res.status !== 503) unexpected = error;
  }
  if (req.signal?.aborted) return res; // the client hung up: nobody to answer, nothing to report
  const duration = Math.round(performance.now() - started);
  if (res.status < 400 && duration < SLOW_REQUEST_MS) return res;
  if (isWarmUp(req)) return res; // the server process calling itself before it takes traffic
  const requestId = requestIdOf(req);
  if (res.status >= 400) {
    try {
      res.headers.set("X-Request-Id", requestId);
    } catch {
      // immutable headers (a fetched or redirect Response): the log line still has the id
    }
  }
  const line = { method: req.method, route: routeOf(req), status: res.status, duration, requestId, memberId: meta.memberId };
  if (unexpected) logger.error({ ...line, err: unexpected }, "unexpected error");
  else if (res.status >= 500) logger.warn(line, "request failed");
  else if (res.status >= 400) logger.info(line, "request refused");
  else logger.warn(line, "slow request");
  return res;
}
