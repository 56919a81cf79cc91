import "server-only";
// The member's calendar feed token (docs/product/calendar-feed.md): 32 random bytes in base64url,
// one per member; a new one replaces the old (revoking it), and an unknown one finds no member.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function feedToken(userId: number): Promise<string | null> {
  const row = await db.calendarFeed.findUnique({ where: { userId }, select: { token: true } });
  return row?.token ?? null;
}

/** Makes the member's feed token, replacing (and so revoking) any earlier one. */
export async function renewFeedToken(userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.calendarFeed.upsert({ where: { userId }, create: { userId, token }, update: { token, createdAt: new Date() } });
  return token;
}

/** The member a token belongs to, with their time zone; null for a revoked or unknown token. */
export async function feedOwner(token: string): Promise<{ id: number; timeZone: string } | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const row = await db.calendarFeed.findUnique({ where: { token }, select: { user: { select: { id: true, timeZone: true } } } });
  return row?.user ?? null;
}

/** The feed's address, on the origin the member reached Reach at. */
export const feedUrl = (origin: string, token: string) => `${origin}/api/calendar-feed/${token}.ics`;
