// The journal reset as the API returns it: POST /api/force-reset and POST /api/manual-reset
// (docs/product/journal-and-reset.md#the-reset-dialog). Read by the service and the reset dialog.
import { z } from "zod";

export const resetResultSchema = z.strictObject({
  success: z.literal(true),
  resetPerformed: z.boolean(),
  streak: z.number().int(),
  pointsAwarded: z.number().int(),
});
export type ResetResult = z.infer<typeof resetResultSchema>;
