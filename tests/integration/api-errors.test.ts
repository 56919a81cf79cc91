// Unknown /api paths answer a JSON 404 for every method, never Next's HTML page.
import * as unknownRoute from "@/app/api/[...path]/route";
import { call } from "@/tests/support/api";

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

it.each(methods)("%s /api/<unknown> answers JSON 404", async (method) => {
  const handler = unknownRoute[method];
  const res = await call(handler, { method, path: "/api/no/such/thing", params: { path: ["no", "such", "thing"] } as never });
  expect(res.status).toBe(404);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  if (method !== "HEAD") expect(res.json).toEqual({ message: "Not found", code: "not_found" });
});

it("answers JSON 404 even with a body or a foreign Origin", async () => {
  const res = await call(unknownRoute.POST, { raw: "<html>", headers: { origin: "https://evil.example", "content-type": "text/html" } });
  expect(res.status).toBe(404);
  expect(res.json.code).toBe("not_found");
});
