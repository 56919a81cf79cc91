/**
 * @jest-environment jsdom
 */
import { autoLogout } from "@/lib/client/sync/auto-logout";
import { LAST_SESSION_KEY, SLEEP_KEY } from "@/lib/client/sync/session-storage";

// jsdom has no Response: a minimal stand-in.
const respond = (status: number) =>
  Promise.resolve({ ok: status < 300, status, text: async () => (status === 200 ? "{}" : "x") } as Response);
let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LAST_SESSION_KEY, JSON.stringify({ userId: 1, lastActivityAt: 1 }));
  localStorage.setItem(SLEEP_KEY, JSON.stringify({ userId: 1, since: 1, page: "/goals" }));
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const nav = () => ({ go: jest.fn(), reload: jest.fn() });

describe("autoLogout", () => {
  it("posts the logout, clears the stored session and sleep flags, sets auto_logout and goes to /auth", async () => {
    fetchMock.mockImplementation(() => respond(200));
    const n = nav();
    const cleared = jest.fn();
    await autoLogout(n, cleared);
    expect(fetchMock.mock.calls[0][0]).toMatch(/^\/api\/logout\?_t=/);
    expect(fetchMock.mock.calls[0][1].method).toBe("POST");
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(SLEEP_KEY)).toBeNull();
    expect(localStorage.getItem("auto_logout")).not.toBeNull();
    expect(cleared).toHaveBeenCalled();
    expect(n.go).toHaveBeenCalledWith("/auth");
    expect(n.reload).not.toHaveBeenCalled();
  });

  it("reloads the page when the logout fails", async () => {
    fetchMock.mockImplementation(() => respond(500));
    const n = nav();
    await autoLogout(n);
    expect(n.reload).toHaveBeenCalled();
    expect(n.go).not.toHaveBeenCalled();
    expect(localStorage.getItem("auto_logout")).toBeNull();
  });

  it("treats a 401 (session already ended) as logged out", async () => {
    fetchMock.mockImplementation(() => respond(401));
    const n = nav();
    await autoLogout(n);
    expect(n.go).toHaveBeenCalledWith("/auth");
  });
});
