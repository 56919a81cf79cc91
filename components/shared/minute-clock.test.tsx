// Time-of-day text hydrates without a mismatch (docs/decisions.md "Member-facing fixes"): a page rendered by the server
// at 11:59 and hydrated at 12:00 renders the server's minute first ('Good morning' both times),
// then moves to the browser's minute.
import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { RenderedMinuteProvider, useNow } from "@/components/shared/minute-clock";

function Greeting() {
  const hour = useNow().getUTCHours();
  return <p>{hour < 12 ? "Good morning" : "Good afternoon"}</p>;
}

beforeEach(() => {
  jest.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => jest.useRealTimers());

test("hydration across noon: no recoverable error, then the browser's minute", async () => {
  const served = new Date("2026-03-14T11:59:58Z").getTime();
  jest.setSystemTime(served);
  const app = (
    <RenderedMinuteProvider at={served}>
      <Greeting />
    </RenderedMinuteProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(app);
  expect(container.textContent).toBe("Good morning");
  document.body.append(container);

  jest.setSystemTime(new Date("2026-03-14T12:00:03Z"));
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe("Good afternoon");
});
