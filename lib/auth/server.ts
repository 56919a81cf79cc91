import "server-only";
// Session access for server components and pages (same cookie, same version check as the API).
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { mustSetUpTwoFactor, TWO_FACTOR_SETUP_PATH } from "@/lib/auth/admin-gate";
import { sessionTokenFrom, userFromToken, type SessionUser } from "@/lib/auth/session-user";
import { staffScope, type StaffScope } from "@/lib/auth/staff-scope";

export async function getServerUser(): Promise<SessionUser | null> {
  return userFromToken(sessionTokenFrom(await cookies()));
}

/**
 * For signed-in pages: a signed-out visitor goes to /. A cookie that no longer names a live
 * session goes through /auth, which clears it (proxy.ts only decodes the cookie and would
 * otherwise send it from / back to /dashboard in a loop).
 */
export async function requirePageUser(): Promise<SessionUser> {
  const token = sessionTokenFrom(await cookies());
  const user = await userFromToken(token);
  if (!user) redirect(token ? "/auth" : "/");
  return user;
}

/**
 * For /admin: the owner or a coach (docs/decisions.md "Teams and roles"), with their scope; a
 * member goes to /dashboard, an owner or coach without two-factor sign-in to its setup.
 */
export async function requirePageAdmin(): Promise<{ user: SessionUser; scope: StaffScope }> {
  const user = await requirePageUser();
  const scope = await staffScope(user);
  if (!scope) redirect("/dashboard");
  if (await mustSetUpTwoFactor({ ...user, coach: !scope.owner })) redirect(TWO_FACTOR_SETUP_PATH);
  return { user, scope };
}
