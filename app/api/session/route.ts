import { withAuth } from "@/lib/api/handler";
import type { Session } from "@/lib/schemas/user";

// GET /api/session - the signed-in caller's session (401 without one)
export const GET = withAuth(async ({ user }): Promise<Session> => ({ userId: user.id, isAdmin: user.isAdmin, username: user.username }));
