import { ApiCallError, SLOT_TAKEN_MESSAGE } from "@/lib/client/api";
import { outcomeOfFailure } from "@/lib/client/offline/answer-rule";

const failed = (status: number, body: unknown) => new ApiCallError(status, `${status}: ${JSON.stringify(body)}`, JSON.stringify(body));

describe("what the outbox does with the server's answer to a kept write", () => {
  it("keeps the write for later when it never reached the server, or failed before it could run", () => {
    expect(outcomeOfFailure(new ApiCallError(503, "Connection failed after multiple attempts", "", true))).toEqual({ ok: false, later: true });
    expect(outcomeOfFailure(new TypeError("Failed to fetch"))).toEqual({ ok: false, later: true });
    for (const status of [500, 502, 503, 401, 403, 408, 429]) expect(outcomeOfFailure(failed(status, { message: "x" }))).toEqual({ ok: false, later: true });
    expect(outcomeOfFailure(failed(409, { message: "A request with this Idempotency-Key is still being processed" }))).toEqual({ ok: false, later: true });
  });

  it("removes a refused write with the server's message (a day too old, a reused key, a slot taken)", () => {
    expect(outcomeOfFailure(failed(400, { message: "This change was made offline more than 36 hours ago" }))).toEqual({ ok: false, refused: "This change was made offline more than 36 hours ago" });
    expect(outcomeOfFailure(failed(409, { message: "This Idempotency-Key was already used for a different request" }))).toEqual({
      ok: false,
      refused: "This Idempotency-Key was already used for a different request",
    });
    expect(outcomeOfFailure(new ApiCallError(409, SLOT_TAKEN_MESSAGE, "{}"))).toEqual({ ok: false, refused: SLOT_TAKEN_MESSAGE });
    expect(outcomeOfFailure(failed(404, { message: "Goal not found" }))).toEqual({ ok: false, refused: "Goal not found" });
  });

  it("says the error's own text when the server gave no message", () => {
    expect(outcomeOfFailure(new ApiCallError(422, "422: nope", "nope"))).toEqual({ ok: false, refused: "422: nope" });
  });
});
