// Route-handler wrappers: origin check, session, role, params and error mapping in one place.
//   export const GET = withAuth(async ({ req, user, params }) => ...)
import { NextResponse, type NextRequest } from "next/server";
import { timingSafeEqual } from "node:crypto";
import { forbidden, unauthorized } from "@/lib/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { observed, type RequestMeta } from "@/lib/api/request-log";
import { checkSession, lastSeenZone, sessionKeyFromToken, sessionTokenFrom, userFromToken, type SessionKey, type SessionUser } from "@/lib/auth/session-user";
import type { Member } from "@/lib/services/shared/member";

type Params = Record<string, string | string[]>;
type RouteContext = { params: Promise<Params> };

export type PublicContext = { req: NextRequest; params: Params; meta: RequestMeta };
export type AuthContext = PublicContext & { user: SessionUser };
export type SessionKeyContext = PublicContext & { session: SessionKey };
export type MemberContext = PublicContext & { member: Member };

type Result = Response | unknown;

function toResponse(result: Result): Response {
  if (result instanceof Response) return result;
  return NextResponse.json(result ?? { success: true }, { headers: { "Cache-Control": "no-store" } });
}

export function withPublic(handler: (ctx: PublicContext) => Promise<Result>) {
  return async (req: NextRequest, ctx?: RouteContext): Promise<Response> => {
    const meta: RequestMeta = {};
    return observed(req, meta, async () => {
      assertSameOrigin(req);
      const params = (await ctx?.params) ?? {};
      return toResponse(await handler({ req, params, meta }));
    });
  };
}

export function withAuth(handler: (ctx: AuthContext) => Promise<Result>) {
  return withPublic(async ({ req, params, meta }) => {
    const user = await userFromToken(sessionTokenFrom(req.cookies));
    if (!user) throw unauthorized();
    meta.memberId = user.id;
    return handler({ req, params, meta, user });
  });
}

/**
 * A read that checks the session in its own statement (one round trip instead of two, issue 16):
 * the cookie is decrypted here, and the handler's statement must match the member's row on
 * the session (lib/auth/session-sql: its version and its Session row), answering 401 when no row
 * comes back (logout, password change and deletion end the session as with withAuth).
 */
export function withSessionKey(handler: (ctx: SessionKeyContext) => Promise<Result>) {
  return withPublic(async ({ req, params, meta }) => {
    const session = await sessionKeyFromToken(sessionTokenFrom(req.cookies));
    if (!session) throw unauthorized();
    meta.memberId = session.id;
    return handler({ req, params, meta, session });
  });
}

/**
 * A member's read or write whose own statement checks the session (issue 16: one round trip
 * instead of two). When this server has seen the member before, the handler runs with the zone
 * it saw and a guard (lib/services/shared/member): its statement must find the member's row with
 * the cookie's session version and that zone, else the service checks the session (forMember).
 * Any failure of such a run checks the session before answering, so an ended session is a 401
 * first, as with withAuth (e.g. before a 400 for a bad body). Otherwise withAuth's check runs first.
 */
export function withMember(handler: (ctx: MemberContext) => Promise<Result>) {
  return withPublic(async ({ req, params, meta }) => {
    const session = await sessionKeyFromToken(sessionTokenFrom(req.cookies));
    if (!session) throw unauthorized();
    meta.memberId = session.id;
    const clock = lastSeenZone(session.id);
    if (clock !== undefined) {
      try {
        return await handler({ req, params, meta, member: { id: session.id, ...clock, guard: { sessionVersion: session.sessionVersion, sessionId: session.sessionId } } });
      } catch (error) {
        if (!(await checkSession(session))) throw unauthorized();
        throw error;
      }
    }
    const user = await checkSession(session);
    if (!user) throw unauthorized();
    return handler({ req, params, meta, member: { id: user.id, timeZone: user.timeZone, dayStartHour: user.dayStartHour } });
  });
}

export function withAdmin(handler: (ctx: AuthContext) => Promise<Result>) {
  return withAuth(async (ctx) => {
    if (!ctx.user.isAdmin) throw forbidden("Admin access required");
    return handler(ctx);
  });
}

/** Cron routes: Authorization: Bearer $CRON_SECRET, else 401. Schedulers send no Origin; a page that does is refused. */
export function withCron(handler: (ctx: PublicContext) => Promise<Result>) {
  return async (req: NextRequest, ctx?: RouteContext): Promise<Response> => {
    const meta: RequestMeta = {};
    return observed(req, meta, async () => {
      assertSameOrigin(req);
      const secret = process.env.CRON_SECRET;
      const given = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
      const ok = !!secret && given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));
      if (!ok) throw unauthorized("Invalid cron secret");
      const params = (await ctx?.params) ?? {};
      return toResponse(await handler({ req, params, meta }));
    });
  };
}

/** Equal secrets, in constant time. */
function sameSecret(given: string, secret: string | undefined): boolean {
  return !!secret && given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

/**
 * Operators' reads (GET /api/metrics): Authorization: Bearer $METRICS_TOKEN (a scraper), else an
 * admin's session; 401 / 403 otherwise.
 */
export function withMetricsAccess(handler: (ctx: PublicContext) => Promise<Result>) {
  return withPublic(async (ctx) => {
    const given = /^Bearer\s+(.+)$/i.exec(ctx.req.headers.get("authorization") ?? "")?.[1] ?? "";
    if (given && sameSecret(given, process.env.METRICS_TOKEN)) return handler(ctx);
    const user = await userFromToken(sessionTokenFrom(ctx.req.cookies));
    if (!user) throw unauthorized();
    if (!user.isAdmin) throw forbidden("Admin access required");
    return handler(ctx);
  });
}
