// The engine smoke's shared steps: the list docs/decisions.md "Browsers and engines" asks for, in order, and the clock reading.
import { clockSeconds, STEPS } from "./steps.mjs";

describe("engine smoke steps", () => {
  it("cover the issue's flow in order, from sign in to sign out", () => {
    expect(STEPS.map((s) => s.name)).toEqual([
      "sign in",
      "the dashboard's first paint holds the member's data",
      "a behavior autosave survives a reload",
      "a SMART goal completes with its celebration",
      "a Pomodoro starts and keeps its time across a reload",
      "Notification Settings shows the state of a browser without push permission",
      "the service worker is active",
      "open offline and tick a task",
      "reply to the coach",
      "sign out",
    ]);
  });

  it("read a timer's clock in seconds", () => {
    expect(clockSeconds("24:57")).toBe(24 * 60 + 57);
    expect(clockSeconds("Focus 05:00")).toBe(300);
    expect(clockSeconds("")).toBeNaN();
    expect(clockSeconds(null)).toBeNaN();
  });
});
