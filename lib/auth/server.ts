import "server-only";
// Session access for server components and pages (same cookie, same version check as the API).
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { sessionTokenFrom, userFromToken, type SessionUser } from "@/lib/auth/session-user";

export async function getServerUser(): Promise<SessionUser | null> {
  return userFromToken(sessionTokenFrom(await cookies()));
}

/** For signed-in pages: a signed-out visitor goes to /. */
export async function requirePageUser(): Promise<SessionUser> {
  const user = await getServerUser();
  if (!user) redirect("/");
  return user;
}

/** For /admin: a member goes to /dashboard. */
export async function requirePageAdmin(): Promise<SessionUser> {
  const user = await requirePageUser();
  if (!user.isAdmin) redirect("/dashboard");
  return user;
}
