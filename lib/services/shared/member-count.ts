import "server-only";
// How many accounts there are, where an exact figure is not needed (the users list's "N users",
// the recipients a send to all is accepted for; docs/decisions.md "Counts over all members"):
// PostgreSQL's own estimate (pg_class.reltuples, kept by autovacuum's ANALYZE) once the table
// holds ESTIMATE_FROM rows, so a refresh reads one catalogue row instead of every account; an
// exact count below that (small communities, tests, a table never analysed). The send-write job
// still writes and counts every recipient exactly.
import { Prisma } from "@/lib/generated/prisma/client";

export const ESTIMATE_FROM = 10_000;

/** One int column: the account count, estimated from ESTIMATE_FROM accounts on. */
export const memberCountSql = Prisma.sql`
  SELECT CASE WHEN e."n" >= ${ESTIMATE_FROM} THEN e."n" ELSE (SELECT count(*)::int FROM "User") END
  FROM (SELECT COALESCE((SELECT reltuples FROM pg_class WHERE oid = '"User"'::regclass), -1)::int AS "n") e`;
