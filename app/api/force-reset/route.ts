import { withAuth } from "@/lib/api/handler";
import { resetJournal } from "@/lib/services/reset/reset-journal";

// POST /api/force-reset - start today's fresh journal page if the caller's reset is due
export const POST = withAuth(async ({ user }) => resetJournal(user, "due"));
