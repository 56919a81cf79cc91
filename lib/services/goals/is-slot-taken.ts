import "server-only";
// A goal statement hit one of the slot unique indexes (Goal (userId, slot) or (pageId, type)):
// raw statements report Postgres' 23505 inside P2010, the query builder as P2002.
import { Prisma } from "@/lib/generated/prisma/client";
import { isUniqueViolation } from "@/lib/services/shared/is-unique-violation";

export function isSlotTaken(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2010" && JSON.stringify(error.meta ?? {}).includes("23505");
}
