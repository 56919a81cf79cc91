import "server-only";
// The CTE every single-statement write of a member starts with: the member's row, locked
// (FOR NO KEY UPDATE, so inserts that only reference the member are not blocked). Writes of one
// member and the resets (lock-member) thus take the member's row before any other row: a write
// that creates today's page or inserts badge rows can never hold a row the reset waits for while
// it waits for the member (no deadlock). Every other CTE must read from `member` (directly or
// through `page`), so the lock is taken first. No row: the member no longer exists (or, for a
// guarded member, the session or zone did not match: lib/auth/session-guard).
import { Prisma } from "@/lib/generated/prisma/client";
import { memberRowSql } from "@/lib/auth/session-guard";
import type { Member } from "@/lib/domain/member";

export function lockedMemberCte(member: number | Member): Prisma.Sql {
  const where = typeof member === "number" ? Prisma.sql`"id" = ${member}` : memberRowSql(member, "User");
  return Prisma.sql`member AS MATERIALIZED (SELECT "id" FROM "User" WHERE ${where} FOR NO KEY UPDATE)`;
}
