import "server-only";
// Sign-in, registration and profile forms show the server's message as it is (01-core s8
// "Login Failed: the server message"), so these bodies answer 400 with the rule's own words
// rather than lib/api/parse's "Invalid body: field: ..." form.
import type { z } from "zod";
import { badRequest } from "@/lib/api/errors";
import { readJson } from "@/lib/api/parse";
import { firstMessage } from "@/lib/schemas/auth";

export async function parseFormBody<T extends z.ZodType>(req: Request, schema: T, limit?: number): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(req, limit));
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw badRequest(firstMessage(result.error), issues);
}
