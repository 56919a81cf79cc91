// What api-robustness.test.ts throws at every route: the routes themselves (found on disk at
// test time), junk bodies, queries and params, and the checks every answer must pass.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { CallOptions, CallResult } from "@/tests/support/api";
import { ORIGIN } from "@/tests/support/api";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type Method = (typeof METHODS)[number];
export const STATE_CHANGING = new Set<Method>(["POST", "PUT", "PATCH", "DELETE"]);

export type Segment = { name: string; catchAll: boolean };
export type ApiRoute = { file: string; pattern: string; segments: Segment[] };

/** Every app/api/**\/route.ts, as its URL pattern (route groups left out) and dynamic segments. */
export function discoverRoutes(): ApiRoute[] {
  const root = path.resolve(__dirname, "../../app/api");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .sort()
    .map((file) => {
      const dirs = path.dirname(file).split(path.sep).filter((d) => d !== "." && !/^\(.*\)$/.test(d));
      const segments = dirs.flatMap((d) => {
        const m = /^\[(\.\.\.)?([^\]]+)\]$/.exec(d);
        return m ? [{ name: m[2], catchAll: !!m[1] }] : [];
      });
      return { file: path.join(root, file), pattern: ["/api", ...dirs].join("/"), segments };
    });
}

/** Routes anyone may call (docs/product/shell-and-sign-in.md#calls-and-their-failures). Cron routes want their Bearer secret instead of a session. */
export const PUBLIC_ROUTES = new Set([
  "/api/login",
  "/api/login/two-factor",
  "/api/register",
  "/api/register/code",
  // A new person's registration step after the identity provider (docs/product/sso.md).
  "/api/register/identity",
  "/api/logout",
  "/api/health",
  "/api/health/ready",
  "/api/push/public-key",
  // The calendar feed: its token is the key (docs/product/calendar-feed.md); 404 for any other.
  "/api/calendar-feed/[token]",
  "/api/auth/[...nextauth]",
  "/api/[...path]",
]);
export const isCronRoute = (r: ApiRoute) => r.pattern.startsWith("/api/cron/");
export const isAdminRoute = (r: ApiRoute) => r.pattern.startsWith("/api/admin/");
/** The unknown-path catch-all answers 404 to everything, origin and session alike. */
export const isUnknownPathRoute = (r: ApiRoute) => r.pattern === "/api/[...path]";

export const FOREIGN_ORIGIN = "https://evil.example";

// --- params ---------------------------------------------------------------------------------

export const BAD_PARAMS = ["0", "-1", "abc", "1e3", "99999999999", "1.5", " 7", "0x10", "2147483648", "", "%00", "../1", "2026-02-30", "9999-99-99"];

/** What a catch-all segment gets: next-auth's actions and junk. */
export const CATCH_ALL_SAMPLES = [["session"], ["csrf"], ["providers"], ["signin"], ["signout"], ["callback", "credentials"], ["callback", "oidc"], ["error"], ["_log"], ["no", "such", "thing"], ["%00"], ["..", "admin"]];

/** A value for each segment that passes parsing but names nothing (an id no row has, a date without pages). */
export function neutralParams(route: ApiRoute): Record<string, string | string[]> {
  return Object.fromEntries(
    route.segments.map((s) => [s.name, s.catchAll ? ["callback", "credentials"] : s.name === "date" ? "2001-01-01" : "2147483647"]),
  );
}

/** The same params with one segment replaced. */
export const withParam = (route: ApiRoute, segment: Segment, value: string | string[]) => ({ ...neutralParams(route), [segment.name]: value });

// --- bodies and queries ---------------------------------------------------------------------

export type Case = { name: string; opts: CallOptions };

const MB = 1024 * 1024;
const HTML = `<script>alert(1)</script><img src=x onerror=alert(1)>`;
const SQL = `' OR 1=1; DROP TABLE "User"; --`;

/** Bodies every state-changing handler must refuse cleanly (or ignore). */
export const JUNK_BODIES: Case[] = [
  { name: "no body", opts: {} },
  { name: "invalid JSON", opts: { raw: `{"title": "x",` } },
  { name: "JSON null", opts: { raw: "null" } },
  { name: "JSON array", opts: { raw: `[{"title":"x","content":"x"}]` } },
  { name: "JSON string", opts: { raw: `"hello"` } },
  { name: "JSON number", opts: { raw: "42" } },
  { name: "unknown fields", opts: { raw: `{"unexpected":true,"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}` } },
  { name: "1 MB JSON body", opts: { raw: JSON.stringify({ content: "a".repeat(MB), title: "a".repeat(MB) }) } },
  { name: "1 MB text body", opts: { raw: "a".repeat(MB), headers: { "content-type": "text/plain" } } },
  { name: "HTML content type", opts: { raw: "<html><body>hi</body></html>", headers: { "content-type": "text/html" } } },
  { name: "form body", opts: { raw: "title=x&content=y", headers: { "content-type": "application/x-www-form-urlencoded" } } },
];

/** Query strings every GET must shrug off. */
export const JUNK_QUERIES: Case[] = [
  { name: "no query", opts: {} },
  { name: "junk query", opts: { path: `/api/x?month=${encodeURIComponent(HTML)}&_t=abc&id=-1` } },
  { name: "SQL query", opts: { path: `/api/x?month=${encodeURIComponent(SQL)}&userId=${encodeURIComponent(SQL)}` } },
  { name: "repeated query", opts: { path: "/api/x?month=2026-13&month=2026-01&month[]=x" } },
  { name: "huge query", opts: { path: `/api/x?month=${"9".repeat(8000)}` } },
];

/**
 * Bodies that pass some route's validation. Each handler is probed with all of them; the ones it
 * accepts are then sent again with one field at a time replaced by each BAD_VALUES entry, so the
 * wrong types and hostile strings reach the fields a route really reads.
 */
export const SEED_BODIES: Record<string, unknown>[] = [
  { type: "smart1", title: "Run 5 km", deadline: "2031-01-01" },
  { type: "task1", title: "Write", isCompleted: true },
  { title: "Run 6 km", isCompleted: true, deadline: "2031-01-01T10:00:00Z" },
  { type: "learned", content: "Zod" },
  { content: "Note text" },
  { continueDoing: "a", startDoing: "b", stopDoing: "c" },
  { visualization: "v", selfTalk: "s", focus: "f", isVisualizationCompleted: true, isSelfTalkCompleted: false, isFocusCompleted: true },
  { userId: 2147483647, title: "Hello", message: "World", sendPush: false, scheduledFor: null },
  { title: "Hello", message: "World", sendPush: false, scheduledFor: "2031-01-01T09:00:00.000Z" },
  { userIds: [2147483647] },
  { endpoint: "http://127.0.0.1:9/robustness", keys: { p256dh: `BA${"A".repeat(85)}`, auth: "A".repeat(22) } },
  { endpoint: "http://127.0.0.1:9/none" },
  { title: "Test", body: "Body", type: "test" },
  { username: "nobody_here", password: "password123", timeZone: "Europe/Paris" },
  { currentPassword: "wrong-password", newPassword: "new-password-1" },
  { username: "robust_new", password: "password123", registrationCode: "1abcdef1", timeZone: "UTC" },
  { username: "robust_renamed", profilePicture: null, timeZone: "Asia/Kolkata" },
  { type: "widget", source: "technique", points: 10, description: "Pomodoro completed", dateCreated: new Date().toISOString() },
];

export const BAD_VALUES: unknown[] = [
  12345,
  -1,
  1e308,
  true,
  null,
  {},
  { $gt: "" },
  [],
  ["x"],
  "",
  "   ",
  "\u0000",
  HTML,
  SQL,
  "2026-02-30",
  "x".repeat(300_000),
];

/** The seed with one top-level field (or one nested field) replaced by each bad value. */
export function mutations(seed: Record<string, unknown>): Case[] {
  const out: Case[] = [];
  const describe = (v: unknown) => (typeof v === "string" ? `"${v.slice(0, 20)}"${v.length > 20 ? `(${v.length})` : ""}` : JSON.stringify(v));
  for (const [key, value] of Object.entries(seed)) {
    for (const bad of BAD_VALUES) out.push({ name: `${key}=${describe(bad)}`, opts: { body: { ...seed, [key]: bad } } });
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) {
        for (const bad of BAD_VALUES) out.push({ name: `${key}.${inner}=${describe(bad)}`, opts: { body: { ...seed, [key]: { ...value, [inner]: bad } } } });
      }
    }
  }
  return out;
}

/** A validation failure names its issues; anything else (200, 404, 409, a service's 400) means the body fitted. */
export const fitted = (res: CallResult) => res.status < 500 && res.status !== 413 && res.status !== 415 && !Array.isArray(res.json?.issues);

// --- what every answer must look like -------------------------------------------------------

const LEAK = /<!doctype|<html|\bat \S+ \(|node_modules|\/work\/|prisma|invocation|\bstack\b|TypeError|ReferenceError/i;

/** Why an answer breaks the /api contract, or null when it keeps it. */
export function contractProblem(res: CallResult, method: string): string | null {
  // 503 (push not configured) is honest; any other 5xx is a bug.
  if (res.status >= 500 && res.status !== 503) return `answered ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`;
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get("location") ?? "";
    return new URL(location, ORIGIN).origin === ORIGIN ? null : `redirects off-site to ${location}`;
  }
  if (res.json === null) return method === "HEAD" || res.status === 204 ? null : `answered ${res.status} with an empty body`;
  // GET /api/metrics answers Prometheus text to those allowed (docs/decisions.md "The job queue").
  if (res.status < 300 && (res.headers.get("content-type") ?? "").startsWith("text/plain; version=0.0.4")) return null;
  if (typeof res.json === "object" && "__raw" in res.json) return `answered ${res.status} non-JSON: ${String(res.json.__raw).slice(0, 80)}`;
  const type = res.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) return `answered ${res.status} as ${type || "no content type"}`;
  const text = JSON.stringify(res.json);
  if (res.status >= 400) {
    if (typeof res.json.message !== "string" || typeof res.json.code !== "string") return `error ${res.status} without string message and code: ${text.slice(0, 160)}`;
    if (LEAK.test(res.json.message)) return `error ${res.status} leaks internals: ${res.json.message.slice(0, 160)}`;
  }
  return null;
}
