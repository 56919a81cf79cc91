import "server-only";
// PATCH /api/users/profile: only the fields sent change. A username keeps the registration
// rules (checked by the schema) and stays unique without regard to case; renaming oneself to
// a different case of one's own name is allowed.
import { conflict } from "@/lib/errors";
import { db } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import type { ProfileUpdate } from "@/lib/schemas/user";
import { isUniqueViolation } from "@/lib/services/shared/is-unique-violation";

export async function updateProfile(userId: number, changes: ProfileUpdate): Promise<void> {
  const data: { username?: string; usernameKey?: string; profilePicture?: string | null; timeZone?: string } = {};
  if (changes.username !== undefined) {
    data.username = changes.username;
    data.usernameKey = changes.username.toLowerCase();
  }
  if (changes.profilePicture !== undefined) data.profilePicture = changes.profilePicture;
  if (changes.timeZone !== undefined) data.timeZone = changes.timeZone;
  if (Object.keys(data).length === 0) return;
  try {
    await db.user.update({ where: { id: userId }, data, select: { id: true } });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.usernameTaken);
    throw error;
  }
}
