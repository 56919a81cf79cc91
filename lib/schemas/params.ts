// Route params shared by every /api/<resource>/{id} handler.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";

/** A positive integer id in the path, in plain digits ("1e3", "0x10", "-1", " 7" are refused). */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "id must be a positive integer")
    .transform(Number)
    .pipe(z.number().max(LIMITS.maxId, "id must be a positive integer")),
});
