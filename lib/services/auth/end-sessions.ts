import "server-only";
// Ends every existing session of a member: each request compares the cookie's version with
// this one (lib/auth/session-user, next-auth's jwt callback), so old cookies get 401.
import { db } from "@/lib/db";

export async function endSessions(userId: number): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
