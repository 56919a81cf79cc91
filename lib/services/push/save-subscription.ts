import "server-only";
// Stores the caller's browser subscription. The endpoint identifies one browser profile, so a
// known endpoint moves to whoever subscribes with it now. A member keeps at most
// NOTIFY_LIMITS.subscriptionsPerUser subscriptions (the oldest are dropped).
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { badRequest } from "@/lib/errors";
import { NOTIFY_LIMITS } from "@/lib/constants";
import { endpointProblem, type SubscribeInput } from "@/lib/schemas/push";

export async function saveSubscription(userId: number, input: SubscribeInput): Promise<void> {
  const problem = endpointProblem(input.endpoint, env().PUSH_TEST_MODE === "1");
  if (problem) throw badRequest(problem, [{ path: "endpoint", message: problem }]);
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.$transaction(async (tx) => {
    await tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { userId, endpoint: input.endpoint, ...keys },
      update: { userId, ...keys, createdAt: new Date() },
    });
    const extra = await tx.pushSubscription.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: NOTIFY_LIMITS.subscriptionsPerUser,
      select: { id: true },
    });
    if (extra.length) await tx.pushSubscription.deleteMany({ where: { id: { in: extra.map((s) => s.id) } } });
  });
}
