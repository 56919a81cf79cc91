// A member's push devices in Notification Settings (docs/decisions.md "The job queue"): browser and
// platform read from the user agent the subscription was made with, and its delivery health
// ("last delivered 2 h ago", "not reachable since Tuesday").
import { differenceInCalendarDays, formatDistanceStrict } from "date-fns";
import { TZDate } from "@date-fns/tz";

export function deviceName(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser =
    /Edg\//.test(ua) ? "Edge"
    : /OPR\/|Opera/.test(ua) ? "Opera"
    : /SamsungBrowser/.test(ua) ? "Samsung Internet"
    : /Firefox\/|FxiOS/.test(ua) ? "Firefox"
    : /Chrome\/|CriOS|Chromium/.test(ua) ? "Chrome"
    : /Safari\//.test(ua) ? "Safari"
    : null;
  const platform =
    /iPhone|iPad|iPod/.test(ua) ? "iOS"
    : /Android/.test(ua) ? "Android"
    : /CrOS/.test(ua) ? "ChromeOS"
    : /Windows/.test(ua) ? "Windows"
    : /Mac OS X|Macintosh/.test(ua) ? "macOS"
    : /Linux/.test(ua) ? "Linux"
    : null;
  if (!browser && !platform) return "Unknown browser";
  return [browser ?? "Browser", platform].filter(Boolean).join(" on ");
}

export type DeviceHealthInput = { lastSuccessAt: string | null; lastFailureAt: string | null };

/** How the device's last pushes went, in the member's time zone. */
export function deviceHealth(d: DeviceHealthInput, now: Date, timeZone: string): { text: string; ok: boolean } {
  const success = d.lastSuccessAt ? new Date(d.lastSuccessAt) : null;
  const failure = d.lastFailureAt ? new Date(d.lastFailureAt) : null;
  if (failure && (!success || failure > success)) {
    const local = new TZDate(failure, timeZone);
    const days = differenceInCalendarDays(new TZDate(now, timeZone), local);
    const since = days === 0 ? "today" : days === 1 ? "yesterday" : days < 7 ? local.toLocaleDateString("en-US", { weekday: "long", timeZone }) : local.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone });
    return { text: `not reachable since ${since}`, ok: false };
  }
  if (success) {
    const ms = now.getTime() - success.getTime();
    if (ms < 60_000) return { text: "last delivered just now", ok: true };
    const ago = formatDistanceStrict(success, now, { roundingMethod: "floor" }).replace(/ hours?$/, " h").replace(/ minutes?$/, " min");
    return { text: `last delivered ${ago} ago`, ok: true };
  }
  return { text: "nothing delivered yet", ok: true };
}
