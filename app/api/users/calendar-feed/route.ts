import type { NextRequest } from "next/server";
import { withAuth } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { feedToken, feedUrl, renewFeedToken } from "@/lib/services/calendar-feed/feed-token";
import type { CalendarFeedDto } from "@/lib/schemas/calendar-feed";

// Profile > Calendar feed (docs/product/calendar-feed.md).
const origin = (req: NextRequest) => env().NEXTAUTH_URL?.replace(/\/$/, "") ?? req.nextUrl.origin;

// GET /api/users/calendar-feed - the caller's private feed URL, or null before they made one
export const GET = withAuth(async ({ req, user }): Promise<CalendarFeedDto> => {
  const token = await feedToken(user.id);
  return { url: token ? feedUrl(origin(req), token) : null };
});

// POST /api/users/calendar-feed - a new private URL; the one before stops working (404)
export const POST = withAuth(async ({ req, user }): Promise<CalendarFeedDto> => ({ url: feedUrl(origin(req), await renewFeedToken(user.id)) }));
