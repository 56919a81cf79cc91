import "server-only";
// The later write wins, field by field (docs/decisions.md "Offline", "The day across the gap, and
// conflicts"): two devices editing the same field of a row (the journal's behavior, mindset and
// note; a goal's or task's title, deadline and completion) are settled by when each edit was made
// on its device (Made-At, bounded by the server's clock: write-time), not by when it arrived. The
// row keeps each field's made-at in "fieldsMadeAt" ({"field": ms}); a sent field whose made-at is
// older than the stored one is left as stored (the write is answered with the row as it stands:
// accepted, not applied). A field not sent is never touched. A write of the whole row (a goal's
// delete) made before any of its fields' last edit loses to it (madeLaterSql).
import { Prisma } from "@/lib/generated/prisma/client";

/** A field of the write: its column, the sent value, and whether it was sent (default: the value is not NULL). */
export type SentField = readonly [column: string, value: Prisma.Sql, sent?: Prisma.Sql];

const quoted = (name: string) => Prisma.raw(`"${name.replace(/"/g, '""')}"`);

const sentSql = ([, value, sent]: SentField): Prisma.Sql => sent ?? Prisma.sql`${value} IS NOT NULL`;

/** Whether the field's sent value is applied to the row of `table`: sent, and made no earlier than the stored one's. */
export function appliesSql(table: string, field: SentField, madeAt: Date): Prisma.Sql {
  return Prisma.sql`(${sentSql(field)} AND coalesce((${quoted(table)}."fieldsMadeAt" ->> ${field[0]})::bigint, 0) <= ${madeAt.getTime()}::bigint)`;
}

/** The assignments (ON CONFLICT DO UPDATE or UPDATE SET) of the sent fields and of "fieldsMadeAt", for the row of `table`. */
export function laterWriteWinsSql(table: string, fields: readonly SentField[], madeAt: Date): Prisma.Sql {
  const at = madeAt.getTime();
  const columns = fields.map((field) => {
    const [column, value] = field;
    return Prisma.sql`${quoted(column)} = CASE WHEN ${appliesSql(table, field, madeAt)} THEN ${value} ELSE ${quoted(table)}.${quoted(column)} END`;
  });
  const times = fields.map((field) => Prisma.sql`${field[0]}::text, CASE WHEN ${appliesSql(table, field, madeAt)} THEN ${at}::bigint END`);
  return Prisma.join([...columns, Prisma.sql`"fieldsMadeAt" = ${quoted(table)}."fieldsMadeAt" || jsonb_strip_nulls(jsonb_build_object(${Prisma.join(times)}))`], ",\n          ");
}

/** "fieldsMadeAt" of a new row: the made-at of each field sent. */
export function fieldsMadeAtSql(fields: readonly SentField[], madeAt: Date): Prisma.Sql {
  const at = madeAt.getTime();
  const times = fields.map((field) => Prisma.sql`${field[0]}::text, CASE WHEN ${sentSql(field)} THEN ${at}::bigint END`);
  return Prisma.sql`jsonb_strip_nulls(jsonb_build_object(${Prisma.join(times)}))`;
}

/** Whether a field of the row of `table` was last edited after `madeAt` (a whole-row write made at `madeAt` loses). */
export function madeLaterSql(table: string, madeAt: Date): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM jsonb_each_text(${quoted(table)}."fieldsMadeAt") AS f WHERE f.value::bigint > ${madeAt.getTime()}::bigint)`;
}
