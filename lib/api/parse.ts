// Parse first: bodies, queries and params go through zod before anything else runs.
import type { z } from "zod";
import { ApiError, badRequest, type Issue } from "@/lib/errors";
import { firstMessage } from "@/lib/schemas/auth";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown, what = "body"): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = issuesOf(result.error);
    const first = issues[0];
    throw badRequest(first ? `Invalid ${what}: ${first.path ? `${first.path}: ` : ""}${first.message}` : `Invalid ${what}`, issues);
  }
  return result.data;
}

export const NUL_MESSAGE = "Text must not contain NUL characters";

/** Postgres text cannot hold U+0000: refuse it here rather than fail in the database with a 500. */
export function refuseNul(value: string): string {
  if (value.includes("\u0000")) throw badRequest(NUL_MESSAGE);
  return value;
}

/** Reads a body's text with a size limit. */
export async function readText(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  const tooLarge = () => new ApiError("payload_too_large", `Request body is larger than ${limit} bytes`);
  if (Number(req.headers.get("content-length") ?? "0") > limit) throw tooLarge();
  const text = await req.text();
  if (Buffer.byteLength(text) > limit) throw tooLarge();
  return text;
}

/** Reads a JSON body with a size limit; an empty body counts as {}. */
export async function readJson(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = await readText(req, limit);
  if (!text.trim()) return {};
  const type = req.headers.get("content-type") ?? "";
  if (type && !type.includes("application/json")) throw new ApiError("unsupported_media_type", "Content-Type must be application/json");
  try {
    return JSON.parse(text, (key: string, value: unknown) => {
      refuseNul(key);
      return typeof value === "string" ? refuseNul(value) : value;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest("Invalid JSON body");
  }
}

export async function parseBody<T extends z.ZodType>(req: Request, schema: T, limit?: number): Promise<z.infer<T>> {
  return parseWith(schema, await readJson(req, limit));
}

/**
 * Sign-in, registration and profile forms show the server's message as it is (docs/product/shell-and-sign-in.md#sign-in-and-registration),
 * so these bodies answer 400 with the rule's own words
 * rather than parseBody's "Invalid body: field: ..." form.
 */
export async function parseFormBody<T extends z.ZodType>(req: Request, schema: T, limit?: number): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(req, limit));
  if (result.success) return result.data;
  throw badRequest(firstMessage(result.error), issuesOf(result.error));
}
