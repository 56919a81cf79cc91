import { act, render, screen } from "@testing-library/react";
import { OfflineBar, PROBE_MS, probe } from "@/components/offline/offline-bar";
import { announceChangeRefused, announceChangesSent } from "@/lib/client/offline/sync-events";

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200 })) as unknown as typeof fetch;
});
afterEach(() => setOnline(true));

describe("OfflineBar", () => {
  it("says the spec's words while offline, then how many changes were sent", () => {
    render(<OfflineBar />);
    expect(screen.queryByTestId("offline-bar")).toBeNull();
    setOnline(false);
    expect(screen.getByTestId("offline-bar-text")).toHaveTextContent("Offline: changes will sync");
    setOnline(true);
    act(() => announceChangesSent(3));
    expect(screen.getByTestId("offline-bar-text")).toHaveTextContent("Back online: 3 changes sent");
  });

  it("counts a call that never reached the server as offline, until the probe reaches it", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    render(<OfflineBar />);
    expect(await screen.findByTestId("offline-bar-text")).toHaveTextContent("Offline: changes will sync");
    global.fetch = jest.fn(async () => ({ ok: true, status: 200 })) as unknown as typeof fetch;
    await act(() => probe());
    expect(screen.queryByTestId("offline-bar-text")).toBeNull();
  });

  it("while offline asks the server every PROBE_MS, and at once when the device says it is back", async () => {
    jest.useFakeTimers();
    const failing = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    global.fetch = failing as unknown as typeof fetch;
    render(<OfflineBar />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId("offline-bar-text")).toHaveTextContent("Offline: changes will sync");
    const calls = failing.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(PROBE_MS));
    expect(failing.mock.calls.length).toBe(calls + 1);
    global.fetch = jest.fn(async () => ({ ok: true, status: 200 })) as unknown as typeof fetch;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByTestId("offline-bar-text")).toBeNull();
    jest.useRealTimers();
  });

  it("shows a refused change with the server's message", () => {
    render(<OfflineBar />);
    act(() => announceChangeRefused("That day is more than 36 hours ago"));
    expect(screen.getByTestId("offline-bar-refused")).toHaveTextContent("That day is more than 36 hours ago");
  });
});
