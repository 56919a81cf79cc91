// The calendar feed (docs/product/calendar-feed.md): the member's private URL, revoking it, and the
// ICS it serves, parsed with ical.js (RFC 5545): open SMART goal deadlines on the member's local
// days, nothing of another member's; a revoked or unknown token is a 404.
import ICAL from "ical.js";
import { NextRequest } from "next/server";
import { GET as getFeedUrl, POST as renewFeedUrl } from "@/app/api/users/calendar-feed/route";
import { GET as getFeed } from "@/app/api/calendar-feed/[token]/route";
import { db } from "@/lib/db";
import { call, createMember, ORIGIN } from "@/tests/support/api";

async function fetchFeed(url: string) {
  const path = new URL(url).pathname;
  const token = path.split("/").pop()!;
  const res = await getFeed(new NextRequest(new URL(path, ORIGIN)), { params: Promise.resolve({ token }) });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

function events(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return component.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, start: e.startDate.toString(), allDay: e.startDate.isDate };
  });
}

describe("calendar feed", () => {
  it("gives no URL until the member makes one, then serves their open SMART goal deadlines on their local days", async () => {
    const m = await createMember({ timeZone: "Pacific/Auckland" });
    const other = await createMember();
    expect((await call(getFeedUrl, { cookie: m.cookie })).json).toEqual({ url: null });
    const made = await call(renewFeedUrl, { cookie: m.cookie, body: {} });
    expect(made.status).toBe(200);
    const url: string = made.json.url;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call(getFeedUrl, { cookie: m.cookie })).json).toEqual({ url });

    // End of 2026-12-05 in Auckland is 2026-12-05T10:59:59.999Z.
    await db.goal.create({ data: { userId: m.user.id, type: "smart1", slot: "smart1", title: "Run 10 km, comma; and \\ backslash", deadline: new Date("2026-12-05T10:59:59.999Z") } });
    await db.goal.create({ data: { userId: m.user.id, type: "smart2", slot: "smart2", title: "No deadline" } });
    await db.goal.create({ data: { userId: m.user.id, type: "smart3", slot: "smart3", title: "Done already", deadline: new Date("2026-12-10T10:59:59.999Z"), isCompleted: true, completedAt: new Date() } });
    await db.goal.create({ data: { userId: other.user.id, type: "smart1", slot: "smart1", title: "Someone else's", deadline: new Date("2026-12-06T10:59:59.999Z") } });

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("text/calendar; charset=utf-8");
    expect(feed.text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const list = events(feed.text);
    expect(list).toEqual([{ uid: expect.stringMatching(/^smart-goal-\d+@reach$/), summary: "SMART goal due: Run 10 km, comma; and \\ backslash", start: "2026-12-05", allDay: true }]);
    // Every line fits RFC 5545's 75-octet folding.
    for (const line of feed.text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("revoking makes a new URL; the old one and an unknown or malformed token are 404", async () => {
    const m = await createMember();
    const first = (await call(renewFeedUrl, { cookie: m.cookie, body: {} })).json.url as string;
    const second = (await call(renewFeedUrl, { cookie: m.cookie, body: {} })).json.url as string;
    expect(second).not.toBe(first);
    expect((await fetchFeed(second)).status).toBe(200);
    const old = await fetchFeed(first);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text).message).toBe("No calendar feed at this address (it may have been revoked).");
    expect((await fetchFeed(`${ORIGIN}/api/calendar-feed/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed(`${ORIGIN}/api/calendar-feed/short.ics`)).status).toBe(404);
    expect((await fetchFeed(`${ORIGIN}/api/calendar-feed/${"%27".repeat(20)}`)).status).toBe(404);
  });

  it("needs a session to read or renew the URL, and a foreign origin cannot renew it", async () => {
    expect((await call(getFeedUrl, {})).status).toBe(401);
    expect((await call(renewFeedUrl, { body: {} })).status).toBe(401);
    const m = await createMember();
    const foreign = await call(renewFeedUrl, { cookie: m.cookie, body: {}, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(await db.calendarFeed.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("goes with the member's account", async () => {
    const m = await createMember();
    const url = (await call(renewFeedUrl, { cookie: m.cookie, body: {} })).json.url as string;
    await db.user.delete({ where: { id: m.user.id } });
    expect((await fetchFeed(url)).status).toBe(404);
  });
});
