import { withAuth } from "@/lib/api/handler";
import { pastCheckIns } from "@/lib/services/check-ins/member-check-ins";

// GET /api/check-ins/history - the member's own answers of the last 12 weeks, each with the questions it answered
export const GET = withAuth(async ({ user }) => pastCheckIns(user));
