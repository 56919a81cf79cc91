import { redirectFor } from "@/lib/auth/route-access";

const member = { isAdmin: false };
const admin = { isAdmin: true };

describe("redirectFor (proxy rules, docs/product/shell-and-sign-in.md)", () => {
  it("sends a signed-in visitor on the login screen or /register to /dashboard", () => {
    expect(redirectFor("/", member)).toBe("/dashboard");
    expect(redirectFor("/", admin)).toBe("/dashboard");
    expect(redirectFor("/register", member)).toBe("/dashboard");
  });

  it("lets signed-out visitors see / and /register", () => {
    expect(redirectFor("/", null)).toBeNull();
    expect(redirectFor("/register", null)).toBeNull();
  });

  it.each(["/dashboard", "/goals", "/calendar", "/stats", "/profile", "/admin", "/test-popup", "/goals/extra"])(
    "sends a signed-out visitor on %s to /",
    (path) => expect(redirectFor(path, null)).toBe("/"),
  );

  it("lets a signed-in member reach /admin, whose page checks owner or coach in the database (a coach's cookie does not say it)", () => {
    expect(redirectFor("/admin", member)).toBeNull();
    expect(redirectFor("/admin/users", member)).toBeNull();
    expect(redirectFor("/admin", admin)).toBeNull();
  });

  it("lets members through to their screens", () => {
    for (const path of ["/dashboard", "/goals", "/calendar", "/stats", "/profile", "/test-popup"]) {
      expect(redirectFor(path, member)).toBeNull();
    }
  });

  it("leaves /auth and unknown paths alone (404 page for everyone)", () => {
    expect(redirectFor("/auth", null)).toBeNull();
    expect(redirectFor("/nowhere", null)).toBeNull();
    expect(redirectFor("/nowhere", member)).toBeNull();
    expect(redirectFor("/dashboards", null)).toBeNull();
    expect(redirectFor("/register/extra", null)).toBeNull();
  });
});
