// How the robustness suites (api-robustness, fuzz-routes) call the real route handlers: the
// fixture of members with data, each route's rightful credentials, and a call made inside
// next-auth's request scope (the test file's jest.mock of next/headers reads `scope.req`).
import type { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { call, createMember, type CallOptions } from "@/tests/support/api";
import { isAdminRoute, isCronRoute, METHODS, type ApiRoute, type Method } from "./robustness-cases";

export type Handler = Parameters<typeof call>[0];
type Member = Awaited<ReturnType<typeof createMember>>;

/** The request next/headers answers for (set just before each handler runs). */
export const scope: { req?: NextRequest } = {};

/** A caller, an admin and another member who owns one of everything that has an id. */
export type Fixture = { member: Member; admin: Member; other: Member; otherIds: Record<string, string> };

export async function fixture(): Promise<Fixture> {
  const [member, admin, other] = await Promise.all([createMember(), createMember({ isAdmin: true }), createMember()]);
  const goals = await import("@/app/api/goals/route");
  const learnings = await import("@/app/api/learnings/route");
  const goal = await call(goals.POST, { cookie: other.cookie, body: { type: "smart1", title: "Their goal" } });
  const task = await call(goals.POST, { cookie: other.cookie, body: { type: "task1", title: "Their task" } });
  const learning = await call(learnings.POST, { cookie: other.cookie, body: { type: "learned", content: "Their lesson" } });
  const notification = await db.notification.create({ data: { userId: other.user.id, title: "Theirs", message: "x", deliveredAt: new Date() } });
  for (const made of [goal, task, learning]) expect(made.json.id).toEqual(expect.any(Number));
  return {
    member,
    admin,
    other,
    otherIds: {
      "goal id": String(goal.json.id),
      "task id": String(task.json.id),
      "learning id": String(learning.json.id),
      "notification id": String(notification.id),
      "user id": String(other.user.id),
    },
  };
}

/** How the route's rightful caller signs in: an admin, the cron secret, or a member. */
export function credentials(route: ApiRoute, fx: Fixture): CallOptions {
  if (isCronRoute(route)) return { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } };
  return { cookie: (isAdminRoute(route) ? fx.admin : fx.member).cookie };
}

/** Calls a handler as a browser would, with next-auth's request scope pointed at it. */
export function send(handler: Handler, method: Method, base: CallOptions, extra: CallOptions = {}) {
  const scoped: Handler = (req, ctx) => {
    scope.req = req;
    return handler(req, ctx);
  };
  return call(scoped, { ...base, ...extra, method, headers: { ...base.headers, ...extra.headers } });
}

export async function handlersOf(route: ApiRoute): Promise<[Method, Handler][]> {
  const mod = (await import(route.file)) as Record<string, unknown>;
  return METHODS.filter((m) => typeof mod[m] === "function").map((m) => [m, mod[m] as Handler]);
}
