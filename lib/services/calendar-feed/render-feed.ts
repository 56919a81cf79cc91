// The ICS text of a member's feed (RFC 5545, through ical-generator): all-day events on the
// member's dates, with a stamp of when the feed was read.
import ical from "ical-generator";
import type { FeedEvent } from "@/lib/services/calendar-feed/feed-events";

export const FEED_NAME = "Reach: goal deadlines";

export function renderFeed(events: FeedEvent[], now: Date): string {
  const calendar = ical({ name: FEED_NAME, prodId: { company: "Reach", product: "Reach", language: "EN" }, ttl: 60 * 60 });
  for (const e of events) {
    calendar.createEvent({ id: e.uid, start: e.date, allDay: true, summary: e.summary, description: e.description, stamp: now });
  }
  return calendar.toString();
}
