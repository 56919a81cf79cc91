import { withAuth } from "@/lib/api/handler";
import { resetJournal } from "@/lib/services/reset/reset-journal";

// POST /api/manual-reset - always start a fresh journal page (earlier pages and SMART goals are kept)
export const POST = withAuth(async ({ user }) => resetJournal(user, "always"));
