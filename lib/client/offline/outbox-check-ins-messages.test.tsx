// A check-in answer and a message to the coach made offline (docs/decisions.md "Offline", "The
// outbox"): both show at once (the check-in answered, both listed as waiting for the screens'
// "Sending..."), the message with the composer's own key; back online they are sent in order with
// those keys; a message over the hourly limit is kept on the device as not sent, with the server's
// message, and the writes behind it are still sent.
import "fake-indexeddb/auto";
import { deserialize, serialize } from "node:v8";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { installOutbox } from "@/lib/client/offline/install-outbox";
import { currentWaiting } from "@/lib/client/offline/waiting-writes";
import { NO_UNSENT, UNSENT_KEY, unsentSchema } from "@/lib/client/offline/unsent-messages";
import { readLocal } from "@/lib/client/local-store";
import { CHECK_IN_KEYS, useAnswerCheckIn } from "@/lib/client/use-check-ins";
import { useSendMessage } from "@/lib/client/use-conversation";
import { DAILY_CHECK_IN } from "@/tests/support/due-check-in";
import type { DueCheckInDto } from "@/lib/schemas/check-ins";

const json = (body: unknown, status = 200) => ({ ok: status < 300, status, text: async () => JSON.stringify(body), json: async () => body });
let online = false;
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

beforeAll(() => {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
});

const due = DAILY_CHECK_IN;
const LIMIT = "You can send 30 messages an hour. Please wait a little before sending more.";

it("answers and messages made offline wait, show at once, and are sent once back; a message over the limit is kept as not sent", async () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = makeQueryClient();
  client.setQueryData(CHECK_IN_KEYS.due, { checkIns: [due] });
  const stop = installOutbox(client, 9);
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ answer: useAnswerCheckIn(), send: useSendMessage() }), { wrapper });

  await act(async () => {
    await result.current.answer.mutateAsync({ formId: 4, date: due.date, answers: { sleep: 4 } });
    await result.current.send.mutateAsync({ body: "Made it to the track", key: "msg-1" });
    await result.current.send.mutateAsync({ body: "One more", key: "msg-2" });
  });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(client.getQueryData<{ checkIns: DueCheckInDto[] }>(CHECK_IN_KEYS.due)?.checkIns[0]).toMatchObject({ answered: true, answers: { sleep: 4 } });
  await waitFor(() => expect(currentWaiting().map((w) => `${w.path} ${w.key.startsWith("msg-") ? w.key : "key"}`)).toEqual(["/api/check-ins/4 key", "/api/conversation/messages msg-1", "/api/conversation/messages msg-2"]));

  fetchMock
    .mockResolvedValueOnce(json({ id: 31, formId: 4, date: due.date, answers: { sleep: 4 }, flagged: false, pointsAwarded: 10 }))
    .mockResolvedValueOnce(json({ code: "rate_limited", message: LIMIT }, 429))
    .mockResolvedValueOnce(json({ id: 77, created: true }, 201))
    .mockResolvedValue(json({ checkIns: [] }));
  online = true;
  await act(async () => void window.dispatchEvent(new Event("online")));
  await waitFor(() => expect(currentWaiting()).toHaveLength(0));
  const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== "GET");
  expect(writes.map(([url, init]) => `${init.method} ${new URL(url, "http://x").pathname} ${(init.headers as Record<string, string>)["Idempotency-Key"].startsWith("msg-") ? (init.headers as Record<string, string>)["Idempotency-Key"] : "key"}`)).toEqual([
    "POST /api/check-ins/4 key",
    "POST /api/conversation/messages msg-1",
    "POST /api/conversation/messages msg-2",
  ]);
  expect(readLocal(9, UNSENT_KEY, unsentSchema, NO_UNSENT)).toEqual([{ key: "msg-1", body: "Made it to the track", reason: LIMIT, madeAt: expect.any(Number) }]);
  stop();
});
