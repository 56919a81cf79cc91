// Query-string parameters the paged admin reads share (one rule each): a page size of 1 to `max`
// and a search text of at most `max` characters, trimmed, with no control characters.
import { z } from "zod";

export function pageLimitParam(max: number) {
  const message = `limit must be 1 to ${max}`;
  return z
    .string()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message))
    .optional();
}

export function searchTextParam(max: number) {
  return z
    .string()
    .max(max, `q must be at most ${max} characters`)
    .refine((q) => !/[\u0000-\u001f]/.test(q), "q must not contain control characters")
    .transform((q) => q.trim())
    .optional();
}
