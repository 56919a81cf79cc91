import { freshAuthTime, IDENTITY_PROOF_MAX_AGE_S, proofExpiry } from "@/lib/domain/identity-proof";

const now = new Date("2026-11-29T12:00:00Z");
const secs = now.getTime() / 1000;

describe("freshAuthTime", () => {
  it("accepts a sign-in at the provider within the last 5 minutes", () => {
    expect(freshAuthTime(secs - 30, now)).toEqual(new Date("2026-11-29T11:59:30Z"));
    expect(freshAuthTime(secs - IDENTITY_PROOF_MAX_AGE_S, now)).toEqual(new Date("2026-11-29T11:55:00Z"));
  });
  it("refuses an older sign-in (the provider's remembered session), a missing or malformed auth_time", () => {
    expect(freshAuthTime(secs - IDENTITY_PROOF_MAX_AGE_S - 1, now)).toBeNull();
    expect(freshAuthTime(undefined, now)).toBeNull();
    expect(freshAuthTime(String(secs), now)).toBeNull();
    expect(freshAuthTime(Number.NaN, now)).toBeNull();
  });
  it("allows a minute of clock skew ahead, counted from now, and no more", () => {
    expect(freshAuthTime(secs + 30, now)).toEqual(now);
    expect(freshAuthTime(secs + 61, now)).toBeNull();
  });
  it("holds for 5 minutes from the sign-in", () => {
    expect(proofExpiry(new Date("2026-11-29T11:59:30Z"))).toEqual(new Date("2026-11-29T12:04:30Z"));
  });
});
