import { asTotpCode, formatRecoveryCode, normaliseRecoveryCode, stepIsFresh, timeStep, twoFactorRequired } from "@/lib/domain/two-factor";

describe("twoFactorRequired", () => {
  it("requires two-factor of owners and coaches (admins today), offers it to members", () => {
    expect(twoFactorRequired({ isAdmin: true })).toBe(true);
    expect(twoFactorRequired({ isAdmin: false })).toBe(false);
    expect(twoFactorRequired({ isAdmin: false, coach: true })).toBe(true);
    expect(twoFactorRequired({ isAdmin: false, coach: false })).toBe(false);
  });
});

describe("time steps", () => {
  it("counts 30-second steps from the epoch", () => {
    expect(timeStep(new Date("1970-01-01T00:00:29.999Z"))).toBe(0);
    expect(timeStep(new Date("1970-01-01T00:00:30Z"))).toBe(1);
    expect(timeStep(new Date("2026-11-29T06:00:00Z"))).toBe(Math.floor(Date.UTC(2026, 10, 29, 6) / 30_000));
  });

  it("takes a step only when it is later than the last one taken", () => {
    expect(stepIsFresh(100, null)).toBe(true);
    expect(stepIsFresh(101, 100)).toBe(true);
    expect(stepIsFresh(100, 100)).toBe(false);
    expect(stepIsFresh(99, 100)).toBe(false);
  });
});

describe("codes as typed", () => {
  it("reads six digits, spaces allowed", () => {
    expect(asTotpCode("123456")).toBe("123456");
    expect(asTotpCode(" 123 456 ")).toBe("123456");
    expect(asTotpCode("12345")).toBeNull();
    expect(asTotpCode("1234567")).toBeNull();
    expect(asTotpCode("12345a")).toBeNull();
  });

  it("reads a recovery code in any case, with or without its dash", () => {
    expect(normaliseRecoveryCode("abcde-fgh23")).toBe("ABCDEFGH23");
    expect(normaliseRecoveryCode(" ABCDE FGH23 ")).toBe("ABCDEFGH23");
    expect(formatRecoveryCode("ABCDEFGH23")).toBe("ABCDE-FGH23");
  });

  it("refuses what cannot be a recovery code (length, look-alike letters)", () => {
    expect(normaliseRecoveryCode("ABCDE-FGH2")).toBeNull();
    expect(normaliseRecoveryCode("ABCDE-FGHI2")).toBeNull(); // I is not in the alphabet
    expect(normaliseRecoveryCode("ABCDE-FGHO2")).toBeNull(); // nor O
    expect(normaliseRecoveryCode("")).toBeNull();
  });
});
