import "server-only";
// PATCH /api/users/profile: only the fields sent change. A username keeps the registration
// rules (checked by the schema) and stays unique without regard to case; renaming oneself to
// a different case of one's own name is allowed.
import { conflict } from "@/lib/errors";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import type { ProfileUpdate } from "@/lib/schemas/user";
import { isUniqueViolation } from "@/lib/services/shared/is-unique-violation";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { changeClock } from "@/lib/services/streak/change-clock";

export async function updateProfile(userId: number, changes: ProfileUpdate): Promise<void> {
  const data: { username?: string; usernameKey?: string; profilePicture?: string | null } = {};
  if (changes.username !== undefined) {
    data.username = changes.username;
    data.usernameKey = changes.username.toLowerCase();
  }
  if (changes.profilePicture !== undefined) data.profilePicture = changes.profilePicture;
  if (Object.keys(data).length === 0 && changes.timeZone === undefined) return;
  try {
    await inTransaction(async (tx) => {
      // A new zone is a clock switch (docs/decisions.md "Fair streaks").
      if (changes.timeZone !== undefined) await changeClock(tx, userId, { timeZone: changes.timeZone }, new Date());
      if (Object.keys(data).length) await tx.user.update({ where: { id: userId }, data, select: { id: true } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.usernameTaken);
    throw error;
  }
}
