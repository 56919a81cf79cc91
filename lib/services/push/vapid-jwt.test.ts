import webpush from "web-push";
import { vapidHeaders } from "@/lib/services/push/vapid-jwt";

const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: "mailto:coach@example.com" };
const claims = (h: Record<string, string>) => JSON.parse(Buffer.from(/t=([^,]+)/.exec(h.Authorization)![1].split(".")[1], "base64url").toString());

describe("vapidHeaders", () => {
  const t0 = Date.parse("2026-11-25T12:00:00Z");

  it("signs one JWT per push service origin and reuses it while it has more than an hour left", () => {
    const a = vapidHeaders("https://fcm.googleapis.com/fcm/send/abc", vapid, t0);
    expect(vapidHeaders("https://fcm.googleapis.com/fcm/send/def", vapid, t0 + 10 * 3_600_000)).toBe(a);
    expect(claims(a)).toMatchObject({ aud: "https://fcm.googleapis.com", sub: "mailto:coach@example.com", exp: t0 / 1000 + 12 * 3600 });
    const other = vapidHeaders("https://updates.push.services.mozilla.com/wpush/v2/x", vapid, t0);
    expect(other).not.toBe(a);
    expect(claims(other).aud).toBe("https://updates.push.services.mozilla.com");
  });

  it("signs again an hour before the JWT runs out, never beyond 24 h", () => {
    const first = vapidHeaders("https://web.push.apple.com/a", vapid, t0);
    const renewed = vapidHeaders("https://web.push.apple.com/b", vapid, t0 + 11.5 * 3_600_000);
    expect(renewed).not.toBe(first);
    expect(claims(renewed).exp - (t0 + 11.5 * 3_600_000) / 1000).toBeLessThanOrEqual(24 * 3600);
  });
});
