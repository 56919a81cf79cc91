import "server-only";
// DELETE /api/admin/users(/{id}): removes members and, through the foreign-key cascades, all of
// their data, in one transaction. Their sessions end with them: the session check finds no row.
// Admin accounts cannot be deleted; if any id is an admin or unknown, nothing is deleted.
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { assertMembersInScope, type StaffScope } from "@/lib/auth/staff-scope";

/** A coach deletes only their teams' members (docs/decisions.md "Teams and roles"): another team's id is a 404, nothing deleted. */
export async function deleteUsers(scope: StaffScope, userIds: number[]): Promise<{ count: number }> {
  await assertMembersInScope(scope, userIds, userIds.length === 1 ? "User not found" : "Some of the selected users were not found");
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.deleteMany({ where: { id: { in: userIds }, isAdmin: false, ...(scope.teamIds === null ? {} : { teamId: { in: scope.teamIds } }) } });
    if (count === userIds.length) return { count };
    // Something was refused: say why, and the thrown error rolls the deletes back.
    const admins = await tx.user.count({ where: { id: { in: userIds }, isAdmin: true } });
    if (admins > 0) throw forbidden(admins === 1 && userIds.length === 1 ? "Admin accounts cannot be deleted" : `Admin accounts cannot be deleted (${admins} selected)`);
    throw notFound(userIds.length === 1 ? "User not found" : `${userIds.length - count} of the selected users were not found`);
  });
}
