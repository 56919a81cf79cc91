import { withPublic } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { feedOwner } from "@/lib/services/calendar-feed/feed-token";
import { feedEvents } from "@/lib/services/calendar-feed/feed-events";
import { renderFeed } from "@/lib/services/calendar-feed/render-feed";

// GET /api/calendar-feed/{token}.ics - the member's calendar (docs/product/calendar-feed.md): no
// session, the token is the key; a revoked or unknown token is a 404.
export const GET = withPublic(async ({ params }) => {
  const token = String(params.token ?? "").replace(/\.ics$/, "");
  const owner = await feedOwner(token);
  if (!owner) throw notFound("No calendar feed at this address (it may have been revoked).");
  const body = renderFeed(await feedEvents(owner), new Date());
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="reach.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});
