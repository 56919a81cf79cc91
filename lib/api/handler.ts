// Route-handler wrappers: origin check, session, role, params and error mapping in one place.
//   export const GET = withAuth(async ({ req, user, params }) => ...)
import { NextResponse, type NextRequest } from "next/server";
import { timingSafeEqual } from "node:crypto";
import { forbidden, unauthorized } from "@/lib/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { observed, type RequestMeta } from "@/lib/api/request-log";
import { sessionKeyFromToken, sessionTokenFrom, userFromToken, type SessionKey, type SessionUser } from "@/lib/auth/session-user";

type Params = Record<string, string | string[]>;
type RouteContext = { params: Promise<Params> };

export type PublicContext = { req: NextRequest; params: Params; meta: RequestMeta };
export type AuthContext = PublicContext & { user: SessionUser };
export type SessionKeyContext = PublicContext & { session: SessionKey };

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
 * `"id" = session.id AND "sessionVersion" = session.sessionVersion`, answering 401 when no row
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
