/** @jest-environment jsdom */
// tailwind-merge's warm-up: in the browser its first call (the class map, about 30 ms on a slow
// phone) is made in a task of its own when lib/utils loads, not in the first render that calls cn().
import { twMerge } from "tailwind-merge";

jest.mock("tailwind-merge", () => ({ twMerge: jest.fn((classes: string) => classes) }));

test("loading lib/utils in the browser schedules one tailwind-merge call, in a task of its own", async () => {
  jest.useFakeTimers();
  const { cn } = await import("@/lib/utils");
  expect(twMerge).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(twMerge).toHaveBeenCalledTimes(1);
  expect(cn("p-1", false, "p-2")).toBe("p-1 p-2");
  jest.useRealTimers();
});
