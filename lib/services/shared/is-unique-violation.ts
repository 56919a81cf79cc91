import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Postgres refused a duplicate (e.g. two sign-ups taking the same username at once): Prisma's query
 * builder says P2002; a statement run through lib/db preparedRows carries pg's SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  return error instanceof Error && (error as { code?: unknown }).code === "23505";
}
