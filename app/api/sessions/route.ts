import { withAuth } from "@/lib/api/handler";
import { listSessions } from "@/lib/services/auth/sessions";

// GET /api/sessions - the caller's signed-in devices, this one first (Profile > Security)
export const GET = withAuth(async ({ user }) => listSessions(user.id, user.sessionId));
