import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { DAY_CHANGE_NOTE, DayChangeOverlay } from "@/components/session/day-change-overlay";
import { SessionLifecycle } from "@/components/session/session-lifecycle";
import { formatCountdown } from "@/components/session/session-warning-dialog";
import { makeQueryClient } from "@/lib/client/query-client";
import { autoLogout } from "@/lib/client/sync/auto-logout";

jest.mock("@/lib/client/sync/auto-logout", () => ({ autoLogout: jest.fn(async () => {}) }));

const MIN = 60_000;
const user = { id: 1, username: "ann", isAdmin: false, timeZone: "Pacific/Auckland", today: "2026-03-01" };
const reply = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) } as Response);

function renderLifecycle() {
  const client = makeQueryClient();
  client.setQueryData(["/api/session"], { userId: 1, isAdmin: false, username: "ann" });
  client.setQueryData(["/api/user"], user);
  render(
    <QueryClientProvider client={client}>
      <SessionLifecycle />
    </QueryClientProvider>,
  );
  return client;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Mid-afternoon in Auckland, far from midnight.
  jest.useFakeTimers({ now: Date.parse("2026-03-01T02:00:00Z") });
  localStorage.clear();
  global.fetch = jest.fn((url: string) => reply(String(url).startsWith("/api/session") ? { userId: 1 } : user)) as unknown as typeof fetch;
  jest.mocked(autoLogout).mockClear();
});
afterEach(() => jest.useRealTimers());

describe("SessionLifecycle", () => {
  it("enters sleep mode after 10 minutes and any activity wakes it", async () => {
    renderLifecycle();
    await advance(9 * MIN + 59_000);
    expect(screen.queryByText("Sleep mode")).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText("Sleep mode")).toBeInTheDocument();
    await act(async () => {
      fireEvent.mouseMove(window);
    });
    expect(screen.queryByText("Sleep mode")).not.toBeInTheDocument();
  });

  it("warns at 60 minutes with a 5-minute countdown; Continue Session keeps the session", async () => {
    renderLifecycle();
    await advance(60 * MIN);
    expect(screen.getByRole("alertdialog")).toHaveTextContent("Session Expiring Soon");
    expect(screen.getByTestId("logout-countdown")).toHaveTextContent("5:00");
    await advance(61_000);
    expect(screen.getByTestId("logout-countdown")).toHaveTextContent("3:59");
    fireEvent.click(screen.getByRole("button", { name: "Continue Session" }));
    await advance(0);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await advance(10 * MIN);
    expect(autoLogout).not.toHaveBeenCalled();
  });

  it("logs out automatically at 65 minutes", async () => {
    renderLifecycle();
    await advance(65 * MIN - 1000);
    expect(autoLogout).not.toHaveBeenCalled();
    await advance(1000);
    expect(autoLogout).toHaveBeenCalledTimes(1);
  });

  it("Logout Now logs out at once", async () => {
    renderLifecycle();
    await advance(60 * MIN);
    fireEvent.click(screen.getByRole("button", { name: "Logout Now" }));
    expect(autoLogout).toHaveBeenCalledTimes(1);
  });

  it("renders nothing while signed out", () => {
    const { container } = render(
      <QueryClientProvider client={makeQueryClient()}>
        <SessionLifecycle />
      </QueryClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("DayChangeOverlay", () => {
  it.each([
    [0, "Your journal is refreshing..."],
    [1, "Preparing your journal for a new day..."],
    [2, "Synchronizing data after day change..."],
  ] as const)("step %i says %s, with the SMART goals note", (step, message) => {
    render(<DayChangeOverlay step={step} />);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(DAY_CHANGE_NOTE)).toBeInTheDocument();
  });
});

describe("formatCountdown", () => {
  it("shows minutes and seconds", () => {
    expect(formatCountdown(5 * MIN)).toBe("5:00");
    expect(formatCountdown(59_001)).toBe("1:00");
    expect(formatCountdown(-5)).toBe("0:00");
  });
});
