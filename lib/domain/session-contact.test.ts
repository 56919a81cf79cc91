import { memberToday } from "@/lib/domain/member";
import { believedMadeAt, CONTACT_SLACK_MS, isBackdated } from "@/lib/domain/session-contact";

const MIN = 60_000;
const berlin = { id: 1, timeZone: "Europe/Berlin" };
// 2026-11-29 00:00 in Berlin (UTC+1).
const midnight = Date.UTC(2026, 10, 28, 23, 0);

describe("a write's Made-At needs the session's contact to leave the device offline then", () => {
  it("a write made within the slack of its arrival is not checked (in flight, a retry)", () => {
    expect(isBackdated(midnight - CONTACT_SLACK_MS, midnight)).toBe(false);
    expect(isBackdated(midnight - CONTACT_SLACK_MS - 1, midnight)).toBe(true);
    expect(believedMadeAt(midnight - 90_000, midnight, { since: midnight - 3_600_000, before: null })).toBe(midnight - 90_000);
  });

  it("offline from 23:50 (no contact), made 23:55, arriving 00:10: believed, on the day before", () => {
    const arrival = midnight + 10 * MIN;
    const madeAt = midnight - 5 * MIN;
    const contact = { since: arrival, before: midnight - 10 * MIN }; // this request began the stretch
    expect(believedMadeAt(madeAt, arrival, contact)).toBe(madeAt);
    expect(memberToday(berlin, new Date(believedMadeAt(madeAt, arrival, contact)))).toBe("2026-11-28");
  });

  it("the flush right after reconnecting, minutes into the new stretch, is still believed", () => {
    const madeAt = midnight - 5 * MIN;
    expect(believedMadeAt(madeAt, midnight + 15 * MIN, { since: midnight + 10 * MIN, before: midnight - 10 * MIN })).toBe(madeAt);
  });

  it("in contact at 00:10, then a write made 23:59 arriving 00:25: taken as made on arrival, today", () => {
    const arrival = midnight + 25 * MIN;
    const contact = { since: arrival, before: midnight + 10 * MIN };
    expect(believedMadeAt(midnight - MIN, arrival, contact)).toBe(arrival);
    expect(memberToday(berlin, new Date(believedMadeAt(midnight - MIN, arrival, contact)))).toBe("2026-11-29");
  });

  it("in contact all along since 23:00, a write made 23:59 arriving 00:10: taken as made on arrival", () => {
    const arrival = midnight + 10 * MIN;
    expect(believedMadeAt(midnight - MIN, arrival, { since: midnight - 60 * MIN, before: null })).toBe(arrival);
  });

  it("the slack: a last contact up to 2 minutes after Made-At (clock skew, a request lost when the connection dropped) still believes it", () => {
    const madeAt = midnight - 5 * MIN;
    const arrival = midnight + 10 * MIN;
    expect(believedMadeAt(madeAt, arrival, { since: arrival, before: madeAt + CONTACT_SLACK_MS })).toBe(madeAt);
    expect(believedMadeAt(madeAt, arrival, { since: arrival, before: madeAt + CONTACT_SLACK_MS + 1 })).toBe(arrival);
  });

  it("a session with no record (ended) or no contact before its sign-in", () => {
    const madeAt = midnight - 5 * MIN;
    expect(believedMadeAt(madeAt, midnight + 10 * MIN, null)).toBe(midnight + 10 * MIN);
    expect(believedMadeAt(madeAt, midnight + 10 * MIN, { since: midnight + 9 * MIN, before: null })).toBe(madeAt);
  });

  it("works in instants across a DST change: Berlin's 02:00-03:00 hour repeated on 2026-10-25", () => {
    // Offline from 02:40 CEST (00:40 UTC), made 02:50 CET (01:50 UTC, after the clocks went back), arriving 03:05 CET.
    const before = Date.UTC(2026, 9, 25, 0, 40);
    const madeAt = Date.UTC(2026, 9, 25, 1, 50);
    const arrival = Date.UTC(2026, 9, 25, 2, 5);
    expect(believedMadeAt(madeAt, arrival, { since: arrival, before })).toBe(madeAt);
    // Contact at 02:55 CEST (00:55 UTC) came after a write stamped 02:50 CEST (00:50 UTC): not believed.
    expect(believedMadeAt(Date.UTC(2026, 9, 25, 0, 50), arrival, { since: arrival, before: Date.UTC(2026, 9, 25, 0, 55) + CONTACT_SLACK_MS })).toBe(arrival);
  });

  it("a 03:00 day start in New York: made 02:50 offline since 02:30, arriving 03:20, on the day before", () => {
    const ny = { id: 1, timeZone: "America/New_York", dayStartHour: 3 };
    const madeAt = Date.UTC(2026, 10, 29, 7, 50);
    const arrival = madeAt + 30 * MIN;
    const at = believedMadeAt(madeAt, arrival, { since: arrival, before: madeAt - 20 * MIN });
    expect(memberToday(ny, new Date(at))).toBe("2026-11-28");
    expect(memberToday(ny, new Date(believedMadeAt(madeAt, arrival, { since: arrival, before: madeAt + 10 * MIN })))).toBe("2026-11-29");
  });
});
