import { decideLink, identityClaims, suggestUsername, verifiedEmailOf } from "@/lib/domain/identity-link";

describe("verifiedEmailOf", () => {
  it("takes an email only when the provider says it verified it", () => {
    expect(verifiedEmailOf({ email: "Ada@Example.TEST ", email_verified: true })).toBe("ada@example.test");
    expect(verifiedEmailOf({ email: "ada@example.test", email_verified: "true" })).toBe("ada@example.test");
    expect(verifiedEmailOf({ email: "ada@example.test", email_verified: false })).toBeNull();
    expect(verifiedEmailOf({ email: "ada@example.test", email_verified: "false" })).toBeNull();
    expect(verifiedEmailOf({ email: "ada@example.test" })).toBeNull();
    expect(verifiedEmailOf({ email: "not an email", email_verified: true })).toBeNull();
    expect(verifiedEmailOf({ email: 42, email_verified: true })).toBeNull();
    expect(verifiedEmailOf({ email: `${"a".repeat(64)}@${"b".repeat(189)}x`, email_verified: true })).toBeNull();
  });
});

describe("suggestUsername", () => {
  it("offers preferred_username, else the email's local part, fitted to the username rules", () => {
    expect(suggestUsername({ preferred_username: "ada.l" })).toBe("ada.l");
    expect(suggestUsername({ preferred_username: "Ada Lovelace!" })).toBe("AdaLovelace");
    expect(suggestUsername({ preferred_username: "é", email: "grace+x@example.test" })).toBe("gracex");
    expect(suggestUsername({ preferred_username: "x".repeat(50) })).toHaveLength(32);
    expect(suggestUsername({ email: "a@example.test" })).toBe("");
    expect(suggestUsername({})).toBe("");
  });
});

describe("identityClaims", () => {
  it("needs a subject of at most 255 characters", () => {
    expect(identityClaims("https://id.example", { sub: "s1", email: "a@b.c", email_verified: true, preferred_username: "abc" })).toEqual({
      issuer: "https://id.example",
      subject: "s1",
      verifiedEmail: "a@b.c",
      suggestedUsername: "abc",
    });
    expect(identityClaims("https://id.example", {})).toBeNull();
    expect(identityClaims("https://id.example", { sub: "" })).toBeNull();
    expect(identityClaims("https://id.example", { sub: 7 })).toBeNull();
    expect(identityClaims("https://id.example", { sub: "s".repeat(256) })).toBeNull();
  });
});

describe("decideLink", () => {
  it("finds by subject first, links by a verified email second, else the person is new", () => {
    expect(decideLink({ bySubject: 3, byVerifiedEmail: 9 })).toEqual({ kind: "member", userId: 3, link: false });
    expect(decideLink({ bySubject: null, byVerifiedEmail: 9 })).toEqual({ kind: "member", userId: 9, link: true });
    expect(decideLink({ bySubject: null, byVerifiedEmail: null })).toEqual({ kind: "new" });
  });

  it("links to the member signed in on the browser before any email, never over a subject already linked", () => {
    expect(decideLink({ bySubject: null, signedIn: 4, byVerifiedEmail: 9 })).toEqual({ kind: "member", userId: 4, link: true });
    expect(decideLink({ bySubject: null, signedIn: 4, byVerifiedEmail: null })).toEqual({ kind: "member", userId: 4, link: true });
    expect(decideLink({ bySubject: 3, signedIn: 4, byVerifiedEmail: null })).toEqual({ kind: "member", userId: 3, link: false });
  });
});
