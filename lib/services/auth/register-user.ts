import "server-only";
// Creates a member (POST /api/register). The code's format, username and password rules are in
// lib/schemas/auth (checked before this runs); the code must then be an issued, live invite code
// (lib/services/teams/redeem-invite-code), whose team the member joins and which is recorded on
// the account. One transaction: a taken name gives the code's use back. Uniqueness without
// regard to case is the database's usernameKey index, so two sign-ups racing for one name still
// get one account.
import { conflict } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { normaliseTimeZone } from "@/lib/domain/day";
import { AUTH_MESSAGES, type RegisterInput } from "@/lib/schemas/auth";
import { isUniqueViolation } from "@/lib/services/shared/is-unique-violation";
import { redeemInviteCode } from "@/lib/services/teams/redeem-invite-code";
import type { SessionSubject } from "@/lib/auth/session-token";

export async function registerUser(input: Pick<RegisterInput, "username" | "password" | "timeZone" | "registrationCode">, now = new Date()): Promise<SessionSubject> {
  const key = input.username.toLowerCase();
  // Answer a taken name before paying for the hash; the unique index covers the race.
  const taken = await db.user.findUnique({ where: { usernameKey: key }, select: { id: true } });
  if (taken) throw conflict(AUTH_MESSAGES.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const code = await redeemInviteCode(tx, input.registrationCode, now);
      return tx.user.create({
        data: { username: input.username, usernameKey: key, passwordHash, timeZone: normaliseTimeZone(input.timeZone), teamId: code.teamId, inviteCodeId: code.id },
        select: { id: true, username: true, isAdmin: true, sessionVersion: true },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.usernameTaken);
    throw error;
  }
}
