import "server-only";
import { db } from "@/lib/db";

/** Forgets one of the caller's subscriptions; another member's endpoint is left alone. */
export async function removeSubscription(userId: number, endpoint: string): Promise<{ removed: number }> {
  const { count } = await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
  return { removed: count };
}
