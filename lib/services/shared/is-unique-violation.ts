import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/** Postgres refused a duplicate (e.g. two sign-ups taking the same username at once). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
