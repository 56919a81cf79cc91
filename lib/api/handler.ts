// Route-handler wrappers: origin check, session, role, params and error mapping in one place.
// Every route under app/api exports its methods through one of them (only the health probe, the
// unknown-path 404 and next-auth's own handler do without):
//   export const GET = withAuth(async ({ req, user, params }) => ...)
//
//   withPublic        anyone. The Origin check (a foreign Origin on a state-changing method is a
//                     403, lib/api/origin.ts), the route's params, the request log and the one JSON
//                     error body (lib/api/errors.ts). Every other wrapper is built on it.
//   withAuth          a signed-in member: the session is checked first (one round trip), the
//                     handler gets `user` (SessionUser); 401 otherwise.
//   withAdmin         withAuth, and the member is the owner (an admin) or a coach; the handler gets
//                     `scope` (lib/auth/staff-scope.ts: the teams it reaches, read on every
//                     request; ?team=<id> narrows it to one team) and passes it to its
//                     services; 403 otherwise, and 403 until two-factor sign-in is on
//                     (lib/auth/admin-gate.ts).
//   withOwner         withAuth, and the member is the owner (teams, coaches); 403 otherwise.
//   withSessionKey    a read whose own statement checks the session: the handler gets the cookie's
//                     `session` key (not checked) and must put it into its statement
//                     (lib/auth/session-sql) and answer 401 when no row comes back (GET /api/user).
//   withMember        a member's read or write whose own statement checks the session: the handler
//                     gets `member`, a GuardedMember (lib/auth/session-guard.ts) that only
//                     forMember opens; forMember hands its work a MemberRun whose own rowSql()
//                     the statement must use (or the run fails loudly). One round trip once this
//                     server has seen the member.
//   withCron          withPublic, and Authorization: Bearer $CRON_SECRET; 401 otherwise.
//   withMetricsAccess withPublic, and Bearer $METRICS_TOKEN or an admin's session.
//
// Which member wrapper is right (the choice is about round trips, never about who may call):
//   withAuth          the default. The handler needs the member's stored fields before its first
//                     statement (isAdmin, a name, the zone for a check in TypeScript), or makes
//                     several statements anyway, or calls a service that takes a plain Member.
//                     Costs one round trip for the session check.
//   withMember        a hot path whose work is ONE statement that can join the member's row: the
//                     journal's reads and saves, the goals, tips and notifications lists. The
//                     service must take MemberOrGuarded and run inside forMember; its statement
//                     joins run.rowSql() (directly, or through member-write's CTEs).
//   withSessionKey    a read whose one statement returns the member's own row (GET /api/user): the
//                     handler puts lib/auth/session-sql into that statement itself.
//   withAdmin         every admin route (the scope is read from the database on every request).
// withAuth and withMember also make a member's write carrying an Idempotency-Key run once
// (lib/services/idempotency, docs/decisions.md "Offline"): a replay gets the first answer, the key
// with another body a 409. withAdmin and withOwner do not: the admin routes keep their own keys
// (the job queue's sends, whose attempts must wait for one another, not be refused).
// tests/integration/session-in-statement.test.ts finds every withMember / withSessionKey route on
// disk and checks its round trips and its 401s.
import { NextResponse, type NextRequest } from "next/server";
import { timingSafeEqual } from "node:crypto";
import { badRequest, forbidden, unauthorized } from "@/lib/errors";
import { MADE_AT_HEADER, madeAtOf } from "@/lib/domain/made-at";
import { believedMadeAt, isBackdated } from "@/lib/domain/session-contact";
import { sessionContact } from "@/lib/auth/session-contact";
import { assertSameOrigin } from "@/lib/api/origin";
import { observed, type RequestMeta } from "@/lib/api/request-log";
import { checkSession, lastSeenZone, sessionKeyFromToken, sessionTokenFrom, userFromToken, type SessionKey, type SessionUser } from "@/lib/auth/session-user";
import { mustSetUpTwoFactor, twoFactorOnSql } from "@/lib/auth/admin-gate";
import { twoFactorRequired } from "@/lib/domain/two-factor";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { guardedMember, type GuardedMember } from "@/lib/auth/session-guard";
import { onceForKey, requestHash, writeKeyOf } from "@/lib/services/idempotency/member-write-keys";
import { atWriteTime } from "@/lib/services/member-write/write-time";
import { narrowToTeam, staffScopeWith, type StaffScope } from "@/lib/auth/staff-scope";

type Params = Record<string, string | string[]>;
type RouteContext = { params: Promise<Params> };

export type PublicContext = { req: NextRequest; params: Params; meta: RequestMeta };
export type AuthContext = PublicContext & { user: SessionUser };
export type SessionKeyContext = PublicContext & { session: SessionKey };
export type MemberContext = PublicContext & { member: GuardedMember };
export type AdminContext = AuthContext & { scope: StaffScope };

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

/** A member's write with an Idempotency-Key runs once per key; anything else runs as is. */
async function keyedWrite(req: NextRequest, memberId: number, sessionId: string, run: () => Promise<Result>): Promise<Result> {
  // A write kept offline says when it was made: past the 36 h grace it is refused before anything
  // runs (lib/domain/made-at, docs/decisions.md "Offline").
  const arrival = Date.now();
  const madeAt = req.method === "GET" ? null : madeAtOf(req.headers.get(MADE_AT_HEADER), arrival);
  if (madeAt && "refused" in madeAt) throw badRequest(madeAt.refused);
  // The member's write services put it on the day it was made (lib/services/member-write/write-time),
  // when the session's contact leaves the device offline then (lib/domain/session-contact: one
  // statement, only for a write made more than the slack before it arrived; not for a replay).
  const writeAt = async () => {
    if (!madeAt) return null;
    if (!isBackdated(madeAt.at, arrival)) return new Date(madeAt.at);
    return new Date(believedMadeAt(madeAt.at, arrival, await sessionContact(sessionId, new Date(arrival))));
  };
  const key = writeKeyOf(req);
  if (key === null) return atWriteTime(await writeAt(), run);
  return onceForKey(memberId, key, await requestHash(req), async () => toResponse(await atWriteTime(await writeAt(), run)));
}

/** The signed-in member, checked; no write keys (the admin wrappers' sends keep the job queue's own). */
function signedIn(handler: (ctx: AuthContext) => Promise<Result>) {
  return withPublic(async ({ req, params, meta }) => {
    const user = await userFromToken(sessionTokenFrom(req.cookies));
    if (!user) throw unauthorized();
    meta.memberId = user.id;
    return handler({ req, params, meta, user });
  });
}

export function withAuth(handler: (ctx: AuthContext) => Promise<Result>) {
  return signedIn((ctx) => keyedWrite(ctx.req, ctx.user.id, ctx.user.sessionId, () => handler(ctx)));
}

/**
 * A read that checks the session in its own statement (one round trip instead of two, docs/decisions.md
 * "The session check inside the statement"): the cookie is decrypted here, and the handler's
 * statement must match the member's row on the session (lib/auth/session-sql: its version and its
 * Session row), answering 401 when no row comes back (logout, password change and deletion end the
 * session as with withAuth).
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
 * A member's read or write whose own statement checks the session (one round trip instead of two).
 * When this server has seen the member, the handler's member carries the zone it saw and the
 * cookie's session as a guard (lib/auth/session-guard.ts): the statement must find the member's row
 * with that session and zone, else forMember checks the session and runs the work again. Any failure
 * of such a run checks the session before answering, so an ended session is a 401 first, as with
 * withAuth (e.g. before a 400 for a bad body). Otherwise withAuth's check runs first.
 */
export function withMember(handler: (ctx: MemberContext) => Promise<Result>) {
  return withPublic(async ({ req, params, meta }) => {
    const session = await sessionKeyFromToken(sessionTokenFrom(req.cookies));
    if (!session) throw unauthorized();
    meta.memberId = session.id;
    return keyedWrite(req, session.id, session.sessionId, () => runAsMember(handler, { req, params, meta }, session));
  });
}

async function runAsMember(handler: (ctx: MemberContext) => Promise<Result>, { req, params, meta }: PublicContext, session: SessionKey): Promise<Result> {
  const clock = lastSeenZone(session.id);
  if (clock !== undefined) {
    try {
      const member = guardedMember({ id: session.id, ...clock }, { sessionVersion: session.sessionVersion, sessionId: session.sessionId });
      return await handler({ req, params, meta, member });
    } catch (error) {
      if (!(await checkSession(session))) throw unauthorized();
      throw error;
    }
  }
  const user = await checkSession(session);
  if (!user) throw unauthorized();
  return handler({ req, params, meta, member: guardedMember({ id: user.id, timeZone: user.timeZone, dayStartHour: user.dayStartHour }) });
}

/** The owner or a coach (docs/decisions.md "Teams and roles"): the scope is read from the database on every request. */
export function withAdmin(handler: (ctx: AdminContext) => Promise<Result>) {
  return signedIn(async (ctx) => {
    // The scope and the two-factor check in one round trip; every owner and coach needs two-factor on.
    const { scope, extra: twoFactorIsOn } = await staffScopeWith(ctx.user, twoFactorOnSql(ctx.user.id));
    if (!scope) throw forbidden("Admin access required");
    if (twoFactorRequired({ ...ctx.user, coach: !scope.owner }) && !twoFactorIsOn) throw forbidden(TWO_FACTOR_MESSAGES.setupRequired);
    // The team filter (?team=<id>) of every admin route: a team outside the scope is a 404.
    return handler({ ...ctx, scope: await narrowToTeam(scope, ctx.req.nextUrl.searchParams.get("team")) });
  });
}

/** The owner only: teams, coaches, moving members between teams a coach does not both coach. */
export function withOwner(handler: (ctx: AdminContext) => Promise<Result>) {
  return signedIn(async (ctx) => {
    if (!ctx.user.isAdmin) throw forbidden("Owner access required");
    if (await mustSetUpTwoFactor(ctx.user)) throw forbidden(TWO_FACTOR_MESSAGES.setupRequired);
    return handler({ ...ctx, scope: { userId: ctx.user.id, username: ctx.user.username, owner: true, teamIds: null } });
  });
}

/** Cron routes: Authorization: Bearer $CRON_SECRET, else 401. Schedulers send no Origin; a page that does is refused (withPublic). */
export function withCron(handler: (ctx: PublicContext) => Promise<Result>) {
  return withPublic(async (ctx) => {
    if (!sameSecret(bearerToken(ctx.req), process.env.CRON_SECRET)) throw unauthorized("Invalid cron secret");
    return handler(ctx);
  });
}

/** The token of an `Authorization: Bearer <token>` header ("" when none). */
function bearerToken(req: NextRequest): string {
  return /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
}

/** Equal secrets, in constant time. */
function sameSecret(given: string, secret: string | undefined): boolean {
  if (!secret) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operators' reads (GET /api/metrics): Authorization: Bearer $METRICS_TOKEN (a scraper), else an
 * admin's session; 401 / 403 otherwise.
 */
export function withMetricsAccess(handler: (ctx: PublicContext) => Promise<Result>) {
  return withPublic(async (ctx) => {
    const given = bearerToken(ctx.req);
    if (given && sameSecret(given, process.env.METRICS_TOKEN)) return handler(ctx);
    const user = await userFromToken(sessionTokenFrom(ctx.req.cookies));
    if (!user) throw unauthorized();
    if (!user.isAdmin) throw forbidden("Admin access required");
    return handler(ctx);
  });
}
