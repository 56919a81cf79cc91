import { withAuth } from "@/lib/api/handler";
import { unreadCount } from "@/lib/services/conversations/member-conversation";

// GET /api/conversation/unread - how many of the coaches' messages the caller has not seen (the shell's "Coach" entry)
export const GET = withAuth(async ({ user }) => unreadCount(user.id));
