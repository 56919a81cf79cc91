import { ApiError } from "@/lib/errors";
import { NUL_MESSAGE, readJson } from "@/lib/api/parse";

const request = (body: string, type = "application/json") => new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": type } });

async function failure(body: string, type?: string): Promise<ApiError> {
  const error = await readJson(request(body, type)).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("readJson", () => {
  it("reads JSON, and an empty body as {}", async () => {
    expect(await readJson(request('{"a":[1,"b"]}'))).toEqual({ a: [1, "b"] });
    expect(await readJson(request("  "))).toEqual({});
  });

  it("refuses NUL characters in any string or key with 400 (Postgres text cannot hold them)", async () => {
    for (const body of ['{"content":"a\\u0000b"}', '{"deep":[{"x":"\\u0000"}]}', '{"k\\u0000":1}']) {
      expect(await failure(body)).toMatchObject({ code: "bad_request", message: NUL_MESSAGE });
    }
  });

  it("answers 400 for bad JSON, 413 past the limit and 415 for other content types", async () => {
    expect(await failure('{"a":')).toMatchObject({ code: "bad_request", message: "Invalid JSON body" });
    expect(await failure(`"${"a".repeat(70_000)}"`)).toMatchObject({ code: "payload_too_large" });
    expect(await failure("a=b", "application/x-www-form-urlencoded")).toMatchObject({ code: "unsupported_media_type" });
  });
});
