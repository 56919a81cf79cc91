import { withAuth } from "@/lib/api/handler";

// GET /api/session - the signed-in caller's session (401 without one)
export const GET = withAuth(async ({ user }) => ({ userId: user.id, isAdmin: user.isAdmin, username: user.username }));
