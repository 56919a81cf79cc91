// What the screen shows for a write kept in the outbox (docs/decisions.md "Offline", "The outbox"):
// the answer the server would give, made on the device from the write and the cached data, so each
// hook's onSuccess puts the change on screen at once, as for a write the server took. Stand-ins
// award nothing (pointsAwarded 0) and celebrate nothing: the points come from the server after the
// sync, in one toast.
// A create's stand-in carries a client id (negative: never a server id), which the outbox maps to
// the server's id when the create's answer comes back.
import type { QueryClient } from "@tanstack/react-query";
import type { OutboxWrite } from "@/lib/client/api";
import { markOffline } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/query/query-keys";

type Row = { id: number } & Record<string, unknown>;

/** The member writes the outbox keeps (the member screens'), each with its stand-in answer. */
type Maker = (write: OutboxWrite, match: RegExpMatchArray, ctx: { queryClient: QueryClient; clientId: number; memberId: number }) => unknown;

const at = (write: OutboxWrite) => new Date(write.madeAt).toISOString();
const body = (write: OutboxWrite) => (write.body && typeof write.body === "object" ? (write.body as Record<string, unknown>) : {});
const cached = (queryClient: QueryClient, keys: ReadonlyArray<readonly string[]>, id: number): Row | undefined => {
  for (const key of keys) {
    const found = queryClient.getQueryData<Row[]>(key)?.find?.((row) => row.id === id);
    if (found) return found;
  }
  return undefined;
};
const learningKeys = [queryKeys.learned, queryKeys.accomplished];

const MAKERS: ReadonlyArray<readonly [string, RegExp, Maker, "creates"?]> = [
  [
    "POST",
    /^\/api\/goals$/,
    (w, _m, { clientId, memberId }) => {
      const done = body(w).isCompleted === true;
      return { id: clientId, userId: memberId, deadline: null, ...body(w), isCompleted: done, dateCreated: at(w), completedAt: done ? at(w) : null, pointsAwarded: 0 };
    },
    "creates",
  ],
  [
    "PATCH",
    /^\/api\/goals\/(-?\d+)$/,
    (w, m, { queryClient }) => {
      const id = Number(m[1]);
      const patch = body(w);
      const completedAt = patch.isCompleted === true ? at(w) : patch.isCompleted === false ? null : undefined;
      return { ...cached(queryClient, [queryKeys.goals], id), id, ...patch, ...(completedAt !== undefined && { completedAt }), pointsAwarded: 0 };
    },
  ],
  ["DELETE", /^\/api\/goals\/(-?\d+)$/, () => ({ pointsAwarded: 0 })],
  ["POST", /^\/api\/learnings$/, (w, _m, { clientId }) => ({ id: clientId, ...body(w), dateCreated: at(w), pointsAwarded: 0 }), "creates"],
  ["PUT", /^\/api\/learnings\/(-?\d+)$/, (w, m, { queryClient }) => ({ ...cached(queryClient, learningKeys, Number(m[1])), id: Number(m[1]), ...body(w) })],
  ["DELETE", /^\/api\/learnings\/(-?\d+)$/, () => ({ pointsAwarded: 0 })],
  ["POST", /^\/api\/(force|manual)-reset$/, () => ({ success: true, resetPerformed: true, streak: 0, pointsAwarded: 0 })],
  [
    "POST",
    /^\/api\/widget-achievements$/,
    (w, _m, { clientId }) => ({ recorded: true, achievement: { id: clientId, points: 0, requestedPoints: 0, ...body(w) }, pointsAwarded: 0 }),
    "creates",
  ],
  ["POST", /^\/api\/widget-achievements\/(-?\d+)\/reversal$/, () => ({ reversed: true, pointsAwarded: 0 })],
  // The carried tasks are the server's to choose: they show after the sync.
  ["POST", /^\/api\/daily-summary\/carry-over$/, () => ({ added: [] })],
  ["POST", /^\/api\/daily-summary\/seen$/, () => ({})],
  // A check-in's answer (the card says "Sending..." until it is sent: lib/client/offline/waiting-writes).
  ["POST", /^\/api\/check-ins\/(\d+)$/, (w, m) => ({ id: 0, formId: Number(m[1]), ...body(w), flagged: false, pointsAwarded: 0 })],
  // A message to the coach: shown in the thread as "Sending..." until it is sent.
  ["POST", /^\/api\/conversation\/messages$/, () => ({ id: 0, created: true })],
];

const bare = (path: string) => path.split(/[?#]/)[0].replace(/\/+$/, "");

function makerOf(write: Pick<OutboxWrite, "method" | "path">) {
  const path = bare(write.path);
  for (const [method, pattern, make, creates] of MAKERS) {
    const match = method === write.method ? path.match(pattern) : null;
    if (match) return { make, match, creates: creates === "creates" };
  }
  return undefined;
}

/** Whether the outbox keeps this write (a member screen's write), and whether it creates a row. */
export function outboxKind(write: Pick<OutboxWrite, "method" | "path">): "write" | "create" | undefined {
  const found = makerOf(write);
  return found ? (found.creates ? "create" : "write") : undefined;
}

/** The stand-in answer for a kept write, marked as made on the device (isOfflineFallback: no celebration for it). */
export function standInAnswer(write: OutboxWrite, ctx: { queryClient: QueryClient; clientId: number; memberId: number }): unknown {
  const found = makerOf(write);
  return markOffline(found ? found.make(write, found.match, ctx) : {});
}

/** The id a create's server answer gave (a goal, an item, an award), if any. */
export function createdIdOf(answer: unknown): number | undefined {
  const a = answer as { id?: unknown; achievement?: { id?: unknown } | null } | null | undefined;
  const id = a?.id ?? a?.achievement?.id;
  return typeof id === "number" && id > 0 ? id : undefined;
}

/** Client ids (negative) in a path: `/api/goals/-12` holds -12. */
export const CLIENT_ID_SEGMENT = /\/(-\d+)(?=\/|$|\?|#)/g;
export const hasClientId = (path: string) => /\/-\d+(?=\/|$|\?|#)/.test(path);
