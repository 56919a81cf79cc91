import { deviceHealth, deviceName } from "@/lib/domain/devices";

describe("deviceName", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", "Safari on macOS"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0", "Firefox on Android"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
    ["curl/8.0", "Unknown browser"],
  ])("%s -> %s", (ua, name) => expect(deviceName(ua)).toBe(name));
  it("names a subscription without a user agent", () => expect(deviceName(null)).toBe("Unknown browser"));
});

describe("deviceHealth", () => {
  const now = new Date("2026-11-26T15:00:00Z"); // a Thursday
  it("says when it last delivered", () => {
    expect(deviceHealth({ lastSuccessAt: "2026-11-26T13:00:00Z", lastFailureAt: null }, now, "UTC")).toEqual({ text: "last delivered 2 h ago", ok: true });
    expect(deviceHealth({ lastSuccessAt: "2026-11-26T14:59:30Z", lastFailureAt: "2026-11-20T10:00:00Z" }, now, "UTC")).toEqual({ text: "last delivered just now", ok: true });
    expect(deviceHealth({ lastSuccessAt: "2026-11-26T14:55:00Z", lastFailureAt: null }, now, "UTC").text).toBe("last delivered 5 min ago");
  });
  it("says since when it is not reachable, in the member's zone", () => {
    expect(deviceHealth({ lastSuccessAt: "2026-11-20T10:00:00Z", lastFailureAt: "2026-11-24T10:00:00Z" }, now, "UTC")).toEqual({ text: "not reachable since Tuesday", ok: false });
    expect(deviceHealth({ lastSuccessAt: null, lastFailureAt: "2026-11-26T01:00:00Z" }, now, "UTC").text).toBe("not reachable since today");
    // 01:00 UTC on the 26th is still the 25th in Los Angeles.
    expect(deviceHealth({ lastSuccessAt: null, lastFailureAt: "2026-11-26T01:00:00Z" }, now, "America/Los_Angeles").text).toBe("not reachable since yesterday");
    expect(deviceHealth({ lastSuccessAt: null, lastFailureAt: "2026-11-02T01:00:00Z" }, now, "UTC").text).toBe("not reachable since Nov 2");
  });
  it("says nothing was delivered yet to a new device", () => {
    expect(deviceHealth({ lastSuccessAt: null, lastFailureAt: null }, now, "UTC")).toEqual({ text: "nothing delivered yet", ok: true });
  });
});
