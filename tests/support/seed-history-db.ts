// seed-history through the tests' Prisma client.
import { db } from "@/lib/db";
import { seedHistoryStatements } from "@/tests/support/seed-history";

export async function seedHistory(userId: number, from: string, to: string): Promise<void> {
  for (const { text, values } of seedHistoryStatements(userId, from, to)) await db.$executeRawUnsafe(text, ...values);
}
