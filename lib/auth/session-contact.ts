import "server-only";
// The session's contact for a backdated write (docs/decisions.md "Offline", "The day across the
// gap, and conflicts"; the rule: lib/domain/session-contact): ONE statement, run only for a write
// whose Made-At is more than the slack before its arrival. It records this request as contact
// (the session check's touch, which a guarded member's write does not run) and reads the stretch.
import { touchSessionCte } from "@/lib/auth/session-sql";
import { preparedRows } from "@/lib/db";
import type { SessionContact } from "@/lib/domain/session-contact";
import { Prisma } from "@/lib/generated/prisma/client";

/** The session's contact including this request at `now`; null when the session has no row (ended). */
export async function sessionContact(sessionId: string, now: Date): Promise<SessionContact | null> {
  const [row] = await preparedRows<{ contactSince: Date; contactBefore: Date | null }>(Prisma.sql`
    WITH ${touchSessionCte(sessionId, now)}
    SELECT "contactSince", "contactBefore" FROM touched
    UNION ALL
    SELECT "contactSince", "contactBefore" FROM "Session" WHERE "id" = ${sessionId}::text AND NOT EXISTS (SELECT 1 FROM touched)`);
  return row ? { since: row.contactSince.getTime(), before: row.contactBefore?.getTime() ?? null } : null;
}
