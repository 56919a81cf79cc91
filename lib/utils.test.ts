/** @jest-environment jsdom */
// tailwind-merge's warm-up: in the browser its first call (the class map, about 30 ms on a slow
// phone) is made in a task of its own scheduled by the client hook (instrumentation-client.ts), not
// in the first render that calls cn(); importing lib/utils has no side effect.
import { twMerge } from "tailwind-merge";

jest.mock("tailwind-merge", () => ({ twMerge: jest.fn((classes: string) => classes) }));

test("importing lib/utils schedules nothing; the client hook schedules one tailwind-merge call, in a task of its own", async () => {
  jest.useFakeTimers();
  const { cn } = await import("@/lib/utils");
  jest.runOnlyPendingTimers();
  expect(twMerge).not.toHaveBeenCalled();
  await import("@/instrumentation-client");
  expect(twMerge).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(twMerge).toHaveBeenCalledTimes(1);
  expect(cn("p-1", false, "p-2")).toBe("p-1 p-2");
  jest.useRealTimers();
});
