// The outbox through the hooks (docs/decisions.md "Offline", "The outbox"): offline, a task created
// and then completed shows at once from the stand-ins, nothing is fetched; back online, both are
// sent in order with their own keys and made-at times, the completion on the server's id; the bar
// is told how many were sent and one toast says the points.
import "fake-indexeddb/auto";
import { deserialize, serialize } from "node:v8";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { installOutbox } from "@/lib/client/offline/install-outbox";
import { CHANGE_REFUSED, CHANGES_SENT } from "@/lib/client/offline/sync-events";
import { DEPENDS_ON_REFUSED } from "@/lib/client/offline/outbox";
import { SLOT_TAKEN_MESSAGE } from "@/lib/client/api";
import { useAddLearning } from "@/lib/client/use-learnings";
import { subscribeToasts, useToast } from "@/lib/client/toast";
import { useCreateGoal, useUpdateGoal, type Goal } from "@/lib/client/use-goals";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { queryKeys } from "@/lib/query/query-keys";

// jsdom has no Response: what api.ts reads of one.
const json = (body: unknown, status = 200) => ({ ok: status < 300, status, text: async () => JSON.stringify(body), json: async () => body });
let online = false;
// jsdom has no structuredClone, which IndexedDB (fake-indexeddb) clones records with.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

beforeAll(() => {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
});

it("keeps writes made offline, shows them at once, and sends them in order once back online", async () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = makeQueryClient();
  client.setQueryData<Goal[]>(queryKeys.goals, []);
  const sent: number[] = [];
  window.addEventListener(CHANGES_SENT, (e) => sent.push((e as CustomEvent<{ count: number }>).detail.count));
  const stop = installOutbox(client, 7);
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ create: useCreateGoal(), update: useUpdateGoal(), toasts: useToast() }), { wrapper });
  const unsubscribe = subscribeToasts(() => {});

  let clientId = 0;
  await act(async () => {
    const created = await result.current.create.mutateAsync({ type: "task1", title: "Walk" });
    clientId = created.id;
    await result.current.update.mutateAsync({ id: clientId, isCompleted: true });
  });
  expect(clientId).toBeLessThan(0);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(client.getQueryData<Goal[]>(queryKeys.goals)).toEqual([expect.objectContaining({ id: clientId, title: "Walk", isCompleted: true })]);

  fetchMock
    .mockResolvedValueOnce(json({ id: 55, userId: 7, type: "task1", title: "Walk", isCompleted: false, pointsAwarded: 0 }))
    .mockResolvedValueOnce(json({ id: 55, userId: 7, type: "task1", title: "Walk", isCompleted: true, pointsAwarded: 10 }))
    .mockResolvedValue(json([]));
  online = true;
  await act(async () => void window.dispatchEvent(new Event("online")));
  await waitFor(() => expect(sent).toEqual([2]));
  const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== "GET");
  expect(writes.map(([url, init]) => `${init.method} ${new URL(url, "http://x").pathname}`)).toEqual(["POST /api/goals", "PATCH /api/goals/55"]);
  const [first, second] = writes.map(([, init]) => init.headers as Record<string, string>);
  expect(first["Idempotency-Key"]).not.toBe(second["Idempotency-Key"]);
  expect(Number(first[MADE_AT_HEADER])).toBeLessThanOrEqual(Number(second[MADE_AT_HEADER]));
  await waitFor(() => expect(result.current.toasts.toasts.map((t) => t.title)).toEqual(["+10 points for your changes made offline"]));
  stop();
  unsubscribe();
});

it("says what the server refused and what was kept; a write on the refused create is not sent", async () => {
  online = false;
  const fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = makeQueryClient();
  client.setQueryData<Goal[]>(queryKeys.goals, []);
  const refused: string[] = [];
  const sent: number[] = [];
  window.addEventListener(CHANGE_REFUSED, (e) => refused.push((e as CustomEvent<{ message: string }>).detail.message));
  window.addEventListener(CHANGES_SENT, (e) => sent.push((e as CustomEvent<{ count: number }>).detail.count));
  const stop = installOutbox(client, 8);
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ create: useCreateGoal(), update: useUpdateGoal(), learned: useAddLearning("learned") }), { wrapper });
  await act(async () => {
    const created = await result.current.create.mutateAsync({ type: "task3", title: "Stretch" });
    await result.current.update.mutateAsync({ id: created.id, isCompleted: true });
    await result.current.learned.mutateAsync("Kept");
  });
  fetchMock
    .mockResolvedValueOnce(json({ code: "conflict", message: "This slot is already filled" }, 409))
    .mockResolvedValueOnce(json({ id: 5, type: "learned", content: "Kept", pointsAwarded: 5 }))
    .mockResolvedValue(json([]));
  online = true;
  await act(async () => void window.dispatchEvent(new Event("online")));
  await waitFor(() => expect(refused).toHaveLength(1));
  expect(refused[0]).toBe(
    `“Stretch” was not saved: ${SLOT_TAKEN_MESSAGE} A goal or task change was not saved: ${DEPENDS_ON_REFUSED}. Your other change was saved.`,
  );
  expect(sent).toEqual([1]);
  const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== "GET");
  expect(writes.map(([url, init]) => `${init.method} ${new URL(url, "http://x").pathname}`)).toEqual(["POST /api/goals", "POST /api/learnings"]);
  stop();
});
