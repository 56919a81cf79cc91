import { withAuth } from "@/lib/api/handler";
import { dueCheckIns } from "@/lib/services/check-ins/member-check-ins";

// GET /api/check-ins - the check-in open now for each form of the member's team, answered or not
export const GET = withAuth(async ({ user }) => dueCheckIns(user));
