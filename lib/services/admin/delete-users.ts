import "server-only";
// DELETE /api/admin/users(/{id}): removes members and, through the foreign-key cascades, all of
// their data, in one transaction. Their sessions end with them: the session check finds no row.
// Admin accounts cannot be deleted; if any id is an admin or unknown, nothing is deleted.
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";

export async function deleteUsers(userIds: number[]): Promise<{ count: number }> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.deleteMany({ where: { id: { in: userIds }, isAdmin: false } });
    if (count === userIds.length) return { count };
    // Something was refused: say why, and the thrown error rolls the deletes back.
    const admins = await tx.user.count({ where: { id: { in: userIds }, isAdmin: true } });
    if (admins > 0) throw forbidden(admins === 1 && userIds.length === 1 ? "Admin accounts cannot be deleted" : `Admin accounts cannot be deleted (${admins} selected)`);
    throw notFound(userIds.length === 1 ? "User not found" : `${userIds.length - count} of the selected users were not found`);
  });
}
