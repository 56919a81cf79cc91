import "server-only";
// The later write wins, field by field (docs/decisions.md "Offline", "The day across the gap, and
// conflicts"): two devices editing the same journal field (behavior, mindset, the note) are settled
// by when each edit was made on its device (Made-At, bounded by the server's clock: write-time), not
// by when it arrived. The row keeps each field's made-at in "fieldsMadeAt" ({"field": ms}); a sent
// field whose made-at is older than the stored one is left as stored (the write is answered with the
// row as it stands: accepted, not applied). A field not sent (NULL) is never touched.
import { Prisma } from "@/lib/generated/prisma/client";

export type SentField = readonly [column: string, value: Prisma.Sql];

const quoted = (name: string) => Prisma.raw(`"${name.replace(/"/g, '""')}"`);

/** Whether `column`'s sent value is applied: sent, and made no earlier than the stored one's. */
function applies(table: string, [column, value]: SentField, madeAt: number): Prisma.Sql {
  return Prisma.sql`(${value} IS NOT NULL AND coalesce((${quoted(table)}."fieldsMadeAt" ->> ${column})::bigint, 0) <= ${madeAt}::bigint)`;
}

/** The ON CONFLICT DO UPDATE assignments of the sent fields and of "fieldsMadeAt", for the row of `table`. */
export function laterWriteWinsSql(table: string, fields: readonly SentField[], madeAt: Date): Prisma.Sql {
  const at = madeAt.getTime();
  const columns = fields.map((field) => {
    const [column, value] = field;
    return Prisma.sql`${quoted(column)} = CASE WHEN ${applies(table, field, at)} THEN ${value} ELSE ${quoted(table)}.${quoted(column)} END`;
  });
  const times = fields.map((field) => Prisma.sql`${field[0]}::text, CASE WHEN ${applies(table, field, at)} THEN ${at}::bigint END`);
  return Prisma.join([...columns, Prisma.sql`"fieldsMadeAt" = ${quoted(table)}."fieldsMadeAt" || jsonb_strip_nulls(jsonb_build_object(${Prisma.join(times)}))`], ",\n          ");
}

/** "fieldsMadeAt" of a new row: the made-at of each field sent. */
export function fieldsMadeAtSql(fields: readonly SentField[], madeAt: Date): Prisma.Sql {
  const at = madeAt.getTime();
  const times = fields.map(([column, value]) => Prisma.sql`${column}::text, CASE WHEN ${value} IS NOT NULL THEN ${at}::bigint END`);
  return Prisma.sql`jsonb_strip_nulls(jsonb_build_object(${Prisma.join(times)}))`;
}
