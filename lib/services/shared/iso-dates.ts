import "server-only";
// Rows reach the DTO shapes two ways: from Prisma (dates as Date) or as JSON built in SQL, where
// the statement already wrote each timestamp as toISOString() does (see isoSql).
import { Prisma } from "@/lib/generated/prisma/client";

/** T with each Date column also allowed as its ISO string. */
export type Timestamped<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] extends Date | null ? Date | string | null : T[K] };

export const iso = (d: Date | string | null | undefined): string | null => (typeof d === "string" ? d : (d?.toISOString() ?? null));

/** A timestamp(3) column (UTC) as toISOString() writes it, e.g. 2026-03-14T09:30:00.000Z. */
export const isoSql = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
