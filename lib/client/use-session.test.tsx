import { focusManager, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { makeQueryClient } from "@/lib/client/query-client";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { useSession } from "@/lib/client/use-session";
import { jsonResponse as json } from "@/tests/support/fetch-mock";

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function wrapper() {
  const client = makeQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, Wrapper };
}

const calledPaths = () => fetchMock.mock.calls.map(([url]) => String(url).split("?")[0]);

describe("useSession", () => {
  it("reads /api/session and refetches on window focus once stale", async () => {
    fetchMock.mockResolvedValue(json({ userId: 1, isAdmin: false, username: "ann" }));
    const { Wrapper, client } = wrapper();
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ userId: 1, isAdmin: false, username: "ann" }));
    expect(calledPaths()).toEqual(["/api/session"]);
    const query = client.getQueryCache().find({ queryKey: ["/api/session"] })!;
    query.setState({ isInvalidated: true });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("does not retry a failed session read", async () => {
    const warn = jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(json("down", 500));
    const { Wrapper, client } = wrapper();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });
    // 3 attempts inside the call layer (200 + 400 ms backoff), then no React Query retry.
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe("useCurrentUser", () => {
  it("does not read /api/user while signed out", async () => {
    fetchMock.mockResolvedValue(json(null, 401));
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => ({ session: useSession(), user: useCurrentUser() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.session.isSuccess).toBe(true));
    expect(result.current.session.data).toBeNull();
    expect(result.current.user.fetchStatus).toBe("idle");
    expect(calledPaths()).toEqual(["/api/session"]);
  });

  it("reads /api/user once a session exists", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith("/api/session") ? json({ userId: 1, isAdmin: false, username: "ann" }) : json({ id: 1, username: "ann", timeZone: "UTC" }),
    );
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useCurrentUser(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ id: 1, username: "ann" }));
    expect(calledPaths()).toEqual(["/api/session", "/api/user"]);
  });
});
