// A stand-in for the admin user API in jsdom tests: GET /api/admin/users pages newest first with
// q (username part in any case, or the id) and a cursor like the real one; GET
// /api/admin/users/recent; deletes remove the users. Every call is recorded.
import type { AdminUserDto } from "@/lib/schemas/admin";

export const adminUser = (id: number, username: string, isAdmin = false): AdminUserDto => ({
  id, username, isAdmin, xpPoints: id * 10, streak: id, badges: ["first-goal"], dateCreated: new Date().toISOString(),
});

export type Call = { method: string; path: string; query: Record<string, string>; body: unknown };

export function fakeAdminUsersServer(initial: AdminUserDto[], opts: { failDelete?: string } = {}) {
  let users = [...initial];
  const calls: Call[] = [];
  const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) }) as Response;

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const query = Object.fromEntries([...url.searchParams].filter(([k]) => k !== "_t"));
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, query, body });
    if (method === "DELETE") {
      if (opts.failDelete) return json(404, { message: opts.failDelete });
      const ids: number[] = body?.userIds ?? [Number(url.pathname.split("/").pop())];
      users = users.filter((u) => !ids.includes(u.id));
      return json(200, { success: true, count: ids.length });
    }
    if (url.pathname === "/api/admin/users/recent") {
      // Registrations of the week: every account, newest (highest id) first, 10 a page.
      const newest = [...users].sort((a, b) => b.id - a.id).filter((u) => !query.cursor || u.id < Number(query.cursor));
      const page = newest.slice(0, 10);
      return json(200, { users: page, nextCursor: newest.length > 10 ? page[page.length - 1].id : null, total: users.length });
    }
    if (url.pathname === "/api/admin/users") {
      const q = (query.q ?? "").toLowerCase();
      const limit = Number(query.limit ?? 50);
      const matching = users
        .filter((u) => !q || u.username.toLowerCase().includes(q) || String(u.id) === q)
        .filter((u) => !query.cursor || u.id < Number(query.cursor))
        .sort((a, b) => b.id - a.id);
      const page = matching.slice(0, limit);
      return json(200, { users: page, nextCursor: matching.length > limit ? page[page.length - 1].id : null, total: users.length });
    }
    return json(200, { success: true });
  }) as typeof fetch;

  return {
    calls,
    reads: (path = "/api/admin/users") => calls.filter((c) => c.method === "GET" && c.path === path).map((c) => c.query),
    writes: () => calls.filter((c) => c.method !== "GET").map(({ method, path, body }) => ({ method, path, body })),
  };
}
