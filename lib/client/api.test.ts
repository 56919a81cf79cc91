import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import {
  ApiCallError,
  apiGet,
  apiWrite,
  backoffMs,
  CONNECTION_FAILED_MESSAGE,
  isNetworkFailure,
  isOfflineFallback,
  type OutboxWrite,
  READ_RETRY,
  serverMessageOf,
  setWriteQueue,
  SLOT_TAKEN_MESSAGE,
  withTimestamp,
  WRITE_RETRY,
} from "@/lib/client/api";
import { EMPTY_BEHAVIOR, EMPTY_INSIGHTS, EMPTY_MINDSET, EMPTY_NOTE, fallbackFor } from "@/lib/client/fallbacks";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const text = (body: string, status: number) => new Response(body, { status });
const networkError = () => Promise.reject(new TypeError("Failed to fetch"));

let fetchMock: jest.Mock;
let warn: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
});

/** Lets pending promises and timers run until `promise` settles, returning its outcome. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome: { value?: T; error?: unknown; done?: boolean } = {};
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error) => Object.assign(outcome, { error, done: true }),
  );
  for (let i = 0; i < 100 && !outcome.done; i++) await jest.advanceTimersByTimeAsync(100);
  return outcome;
}

describe("_t parameter", () => {
  it("appends _t with ? or & and keeps a hash last", () => {
    expect(withTimestamp("/api/goals", 5)).toBe("/api/goals?_t=5");
    expect(withTimestamp("/api/goals?x=1", 5)).toBe("/api/goals?x=1&_t=5");
    expect(withTimestamp("/api/goals?", 5)).toBe("/api/goals?_t=5");
    expect(withTimestamp("/api/goals?x=1#a", 5)).toBe("/api/goals?x=1&_t=5#a");
  });

  it("is sent on reads and writes with Date.now(), credentials and JSON", async () => {
    fetchMock.mockResolvedValue(json([]));
    await apiGet("/api/goals?type=smart");
    const [readUrl, readInit] = fetchMock.mock.calls[0];
    expect(readUrl).toBe(`/api/goals?type=smart&_t=${Date.now()}`);
    expect(readInit).toMatchObject({ method: "GET", credentials: "include" });

    fetchMock.mockResolvedValue(json({ id: 1 }));
    await apiWrite("POST", "/api/goals", { title: "Run" });
    const [writeUrl, writeInit] = fetchMock.mock.calls[1];
    expect(writeUrl).toBe(`/api/goals?_t=${Date.now()}`);
    expect(writeInit).toMatchObject({ method: "POST", credentials: "include", body: JSON.stringify({ title: "Run" }) });
    expect(writeInit.headers["Content-Type"]).toBe("application/json");
  });
});

describe("backoff", () => {
  it("doubles from the base and stops at the cap", () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffMs(n, READ_RETRY))).toEqual([200, 400, 800, 1600, 2000]);
    expect([0, 1, 2, 3, 4].map((n) => backoffMs(n, WRITE_RETRY))).toEqual([300, 600, 1200, 2400, 3000]);
  });
});

describe("apiGet", () => {
  it("returns the parsed body", async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }]));
    await expect(apiGet("/api/goals")).resolves.toEqual([{ id: 1 }]);
  });

  it("retries 5xx after 200 ms then 400 ms and returns the third answer", async () => {
    fetchMock
      .mockResolvedValueOnce(text("boom", 500))
      .mockResolvedValueOnce(text("boom", 502))
      .mockResolvedValueOnce(json({ content: "hi" }));
    const promise = apiGet("/api/notes");
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(399);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(promise).resolves.toEqual({ content: "hi" });
  });

  it("throws 'status: body' when every attempt is a 5xx", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(text("down", 503)));
    const { error } = await settle(apiGet("/api/goals"));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 503, message: "503: down" });
  });

  it("retries network errors three times, then gives the fallback", async () => {
    fetchMock.mockImplementation(networkError);
    const { value } = await settle(apiGet("/api/behavior"));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(value).toEqual(EMPTY_BEHAVIOR);
  });

  it("marks a network fallback as offline, and a refused read's fallback not", async () => {
    fetchMock.mockImplementation(networkError);
    const { value } = await settle(apiGet("/api/goals"));
    expect(isOfflineFallback(value)).toBe(true);
    expect(JSON.stringify(value)).toBe("[]");
    fetchMock.mockResolvedValue(text("nope", 404));
    expect(isOfflineFallback(await apiGet("/api/goals"))).toBe(false);
  });

  it.each(["/api/session", "/api/user"])("throws the synthetic 503 for %s rather than answer null (signed out)", async (path) => {
    fetchMock.mockImplementation(networkError);
    const { error } = await settle(apiGet(path));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ status: 503, message: CONNECTION_FAILED_MESSAGE, network: true });
  });

  it("recovers when the network comes back before the last attempt", async () => {
    fetchMock.mockImplementationOnce(networkError).mockResolvedValueOnce(json(["tip"]));
    const { value } = await settle(apiGet("/api/coach-tips"));
    expect(value).toEqual(["tip"]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(["/api/session", "/api/users/me", "/api/user"])("401 on %s gives null silently", async (path) => {
    fetchMock.mockResolvedValue(text("", 401));
    await expect(apiGet(path)).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("401 elsewhere gives null with a warning, unless returnNull is asked", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(text("", 401)));
    await expect(apiGet("/api/goals")).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(apiGet("/api/goals", { returnNull: true })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["/api/goals", []],
    ["/api/goals/completed", []],
    ["/api/learnings/learned", []],
    ["/api/learnings/accomplished", []],
    ["/api/notifications", []],
    ["/api/coach-tips", []],
    ["/api/behavior", EMPTY_BEHAVIOR],
    ["/api/mindset", EMPTY_MINDSET],
    ["/api/notes", EMPTY_NOTE],
    ["/api/insights/goals", EMPTY_INSIGHTS],
    ["/api/insights/behavior?x=1", EMPTY_INSIGHTS],
    ["/api/daily-summary", null],
  ])("a 404 on %s gives its fallback without retrying", async (path, expected) => {
    fetchMock.mockResolvedValue(text("nope", 404));
    await expect(apiGet(path)).resolves.toEqual(expected);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a JSON parse failure gives the fallback", async () => {
    fetchMock.mockResolvedValue(text("<html>", 200));
    await expect(apiGet("/api/mindset")).resolves.toEqual(EMPTY_MINDSET);
  });

  it("mindset fallback uses the decided field names (docs/product/journal-and-reset.md)", () => {
    expect(Object.keys(fallbackFor("/api/mindset") as object).sort()).toEqual(
      ["focus", "isFocusCompleted", "isSelfTalkCompleted", "isVisualizationCompleted", "selfTalk", "visualization"].sort(),
    );
  });

  it("hands out a fresh fallback object each time", () => {
    const a = fallbackFor("/api/goals") as unknown[];
    a.push(1);
    expect(fallbackFor("/api/goals")).toEqual([]);
  });
});

describe("apiWrite", () => {
  it("returns the parsed body, or undefined for an empty one, and sends no body when none given", async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 7 })).mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiWrite("PATCH", "/api/goals/7", { title: "x" })).resolves.toEqual({ id: 7 });
    await expect(apiWrite("DELETE", "/api/goals/7")).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[1][1].body).toBeUndefined();
  });

  it("raises 'status: body' on a non-OK answer without retrying", async () => {
    fetchMock.mockResolvedValue(text('{"message":"Invalid body","code":"bad_request"}', 400));
    const error = await apiWrite("POST", "/api/goals", {}).catch((e: ApiCallError) => e) as ApiCallError;
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 400, message: '400: {"message":"Invalid body","code":"bad_request"}', network: false });
    expect(error.body).toBe('{"message":"Invalid body","code":"bad_request"}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("does not retry a 5xx answer (the server got the write)", async () => {
    fetchMock.mockResolvedValue(text("oops", 500));
    await expect(apiWrite("POST", "/api/notes", { content: "a" })).rejects.toMatchObject({ status: 500, message: "500: oops" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("turns an 'already filled' JSON message into the slot message", async () => {
    fetchMock.mockResolvedValue(json({ message: "Slot smart2 is already filled", code: "conflict" }, 409));
    await expect(apiWrite("POST", "/api/goals", {})).rejects.toMatchObject({ status: 409, message: SLOT_TAKEN_MESSAGE });
  });

  it("keeps 'status: body' when 'already filled' is not in a JSON message", async () => {
    fetchMock.mockResolvedValue(text("already filled", 409));
    await expect(apiWrite("POST", "/api/goals", {})).rejects.toMatchObject({ message: "409: already filled" });
  });

  it("retries network errors after 300 ms and 600 ms, then gives the synthetic 503", async () => {
    fetchMock.mockImplementation(networkError);
    const promise = apiWrite("POST", "/api/behavior", { continueDoing: "x" });
    const caught = promise.catch((e) => e);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(299);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(599);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const error = await caught;
    expect(error).toMatchObject({ status: 503, message: CONNECTION_FAILED_MESSAGE, network: true });
    expect(isNetworkFailure(error)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("sends one Idempotency-Key with every attempt of a write, a new one per write, the caller's when given", async () => {
    fetchMock.mockImplementationOnce(networkError).mockResolvedValueOnce(json({ id: 1 })).mockResolvedValueOnce(json({ id: 2 })).mockResolvedValueOnce(json({ id: 3 }));
    const first = apiWrite("POST", "/api/goals", { title: "a" });
    await jest.advanceTimersByTimeAsync(300);
    await first;
    await apiWrite("POST", "/api/goals", { title: "b" });
    await apiWrite("POST", "/api/goals", { title: "c" }, { headers: { "Idempotency-Key": "mine" } });
    const keys = fetchMock.mock.calls.map(([, init]: [string, RequestInit]) => (init.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe("mine");
  });

  it("aborts an attempt after 15 s and counts it as a network failure", async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          signals.push(init.signal!);
          init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const caught = apiWrite("POST", "/api/notes", { content: "x" }).catch((e) => e);
    await jest.advanceTimersByTimeAsync(14_999);
    expect(signals[0].aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signals[0].aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(300 + 15_000 + 600 + 15_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(caught).resolves.toMatchObject({ status: 503, message: CONNECTION_FAILED_MESSAGE });
  });

  it("succeeds when a retry gets through", async () => {
    fetchMock.mockImplementationOnce(networkError).mockResolvedValueOnce(json({ ok: true }));
    const { value } = await settle(apiWrite("POST", "/api/notes", { content: "x" }));
    expect(value).toEqual({ ok: true });
  });

  it("gives the synthetic 500 'Request failed' for anything else", async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const error = await apiWrite("POST", "/api/notes", circular).catch((e) => e);
    expect(error).toMatchObject({ status: 500, message: "Request failed", network: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("serverMessageOf", () => {
  it("reads {message} (or the synthetic {error}) from a failed call's body, else nothing", () => {
    expect(serverMessageOf(new ApiCallError(409, "409: x", JSON.stringify({ message: "Username already taken", code: "conflict" })))).toBe("Username already taken");
    expect(serverMessageOf(new ApiCallError(503, CONNECTION_FAILED_MESSAGE, JSON.stringify({ error: CONNECTION_FAILED_MESSAGE }), true))).toBe(CONNECTION_FAILED_MESSAGE);
    expect(serverMessageOf(new ApiCallError(500, "500: oops", "oops"))).toBeUndefined();
    expect(serverMessageOf(new Error("boom"))).toBeUndefined();
  });
});

describe("apiWrite and the outbox (docs/decisions.md \"Offline\", \"The outbox\")", () => {
  afterEach(() => setWriteQueue(undefined));

  it("hands a write that never reached the server to the outbox, with its key and made-at time, and answers its stand-in", async () => {
    fetchMock.mockImplementation(networkError);
    const queue = jest.fn((_write: OutboxWrite, failed: boolean) => (failed ? Promise.resolve({ id: -1, standIn: true }) : null));
    setWriteQueue(queue);
    const outcome = await settle(apiWrite("POST", "/api/learnings", { type: "learned", content: "x" }));
    expect(outcome.value).toEqual({ id: -1, standIn: true });
    expect(fetchMock).toHaveBeenCalledTimes(WRITE_RETRY.attempts);
    const [write, failed] = queue.mock.calls[1];
    expect(failed).toBe(true);
    expect(write).toMatchObject({ method: "POST", path: "/api/learnings", body: { type: "learned", content: "x" }, madeAt: Date.parse("2026-03-01T10:00:00Z") });
    // The key kept is the one every attempt carried.
    expect(write.key).toBe(fetchMock.mock.calls[0][1].headers["Idempotency-Key"]);
  });

  it("lets the outbox take a write before any attempt (writes wait, or the device is offline)", async () => {
    setWriteQueue(() => Promise.resolve({ kept: true }));
    await expect(apiWrite("POST", "/api/notes", { content: "a" })).resolves.toEqual({ kept: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("throws the connection failure when the outbox does not keep the write, and never offers the outbox's own sends", async () => {
    fetchMock.mockImplementation(networkError);
    setWriteQueue(() => null);
    expect((await settle(apiWrite("POST", "/api/admin/notifications", {}))).error).toMatchObject({ status: 503, network: true });
    const queue = jest.fn(() => Promise.resolve({}));
    setWriteQueue(queue);
    const sent = await settle(apiWrite("POST", "/api/notes", {}, { outbox: false, headers: { "Idempotency-Key": "k-1" } }));
    expect(sent.error).toMatchObject({ status: 503, network: true });
    expect(queue).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.at(-1)[1].headers["Idempotency-Key"]).toBe("k-1");
  });

  it("sends when the member made the write as Made-At, when given (an autosaved field's value)", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({})));
    await apiWrite("POST", "/api/notes", { content: "a" }, { outbox: false, madeAt: 1_700_000_000_000 });
    expect(fetchMock.mock.calls.at(-1)[1].headers[MADE_AT_HEADER]).toBe("1700000000000");
    await apiWrite("POST", "/api/notes", { content: "b" }, { outbox: false });
    expect(fetchMock.mock.calls.at(-1)[1].headers[MADE_AT_HEADER]).toBeUndefined();
  });
});
