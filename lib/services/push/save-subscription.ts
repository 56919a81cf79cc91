import "server-only";
// Stores the caller's browser subscription. The endpoint identifies one browser profile, so a
// known endpoint moves to whoever subscribes with it now. A member keeps at most
// NOTIFY_LIMITS.subscriptionsPerUser subscriptions (the oldest are dropped).
import { createECDH } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { badRequest } from "@/lib/errors";
import { NOTIFY_LIMITS } from "@/lib/constants";
import { endpointProblem, type SubscribeInput } from "@/lib/schemas/push";

const OFF_CURVE = "p256dh must be a point on the P-256 curve";

/** The schema checks the key's length and prefix; only a point on the curve can be encrypted to (else every send fails). */
function onCurve(p256dh: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

export async function saveSubscription(userId: number, input: SubscribeInput, userAgent: string | null = null): Promise<void> {
  const problem = endpointProblem(input.endpoint, env().PUSH_TEST_MODE === "1");
  if (problem) throw badRequest(problem, [{ path: "endpoint", message: problem }]);
  if (!onCurve(input.keys.p256dh)) throw badRequest(OFF_CURVE, [{ path: "keys.p256dh", message: OFF_CURVE }]);
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: userAgent?.slice(0, 300) ?? null };
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
