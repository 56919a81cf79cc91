// Early Bird's browser-local data (docs/product/widgets.md#early-bird): this morning's tasks, reflection and intention, the
// local date they belong to, and an archive of earlier mornings. Key: kebab-case of the name (03).
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";

export const morningTaskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  completed: z.boolean(),
  isPriority: z.boolean(),
  createdAt: z.number(),
  completedAt: z.nullable(z.number()),
  /** Set at the first completion: un-checking and checking again earns nothing more. */
  rewarded: z._default(z.boolean(), false),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const morningArchiveSchema = z.object({
  date: z.string(),
  tasks: z.array(morningTaskSchema),
  reflection: z.string(),
  intention: z.string(),
});

export const earlyBirdStateSchema = z.object({
  /** The member's local date ('YYYY-MM-DD') this morning belongs to; empty before first use. */
  date: z.string(),
  morningTasks: z.array(morningTaskSchema),
  morningReflection: z.string().check(z.maxLength(LIMITS.text)),
  morningIntention: z.string().check(z.maxLength(LIMITS.text)),
  /** Earlier mornings, newest first. */
  archive: z.array(morningArchiveSchema),
});

export type MorningTask = z.infer<typeof morningTaskSchema>;
export type MorningArchive = z.infer<typeof morningArchiveSchema>;
export type EarlyBirdState = z.infer<typeof earlyBirdStateSchema>;

export const EARLY_BIRD_EMPTY: EarlyBirdState = { date: "", morningTasks: [], morningReflection: "", morningIntention: "", archive: [] };
