// Team challenges (docs/product/challenges-and-partners.md): the coach's new challenge, the pages
// of the leaderboard and the coach's list, the "show my name" choice, and the answers' shapes.
// The rules across fields (span, measure, target) are lib/domain/challenges.ts challengeProblem,
// checked here so the form and the API give the same message.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { CHALLENGE_LIMITS, CHALLENGE_MESSAGES, challengeProblem, type ChallengeMeasure } from "@/lib/domain/challenges";
import { pageLimitParam } from "@/lib/schemas/query-params";

const name = z
  .string({ error: CHALLENGE_MESSAGES.nameRequired })
  .trim()
  .min(1, CHALLENGE_MESSAGES.nameRequired)
  .max(CHALLENGE_LIMITS.nameMax, CHALLENGE_MESSAGES.nameTooLong)
  .refine((v) => !v.includes("\u0000"), "Text must not contain NUL characters");
const date = z.string({ error: CHALLENGE_MESSAGES.badDate }).max(10, CHALLENGE_MESSAGES.badDate);

export const createChallengeSchema = z
  .strictObject({
    name,
    /** null: the whole community (the owner only) */
    teamId: z.number({ error: "teamId must be a number or null" }).int().positive().max(LIMITS.maxId).nullable(),
    startDate: date,
    endDate: date,
    measure: z.string({ error: CHALLENGE_MESSAGES.measure }).max(40, CHALLENGE_MESSAGES.measure),
    target: z.number({ error: CHALLENGE_MESSAGES.targetPositive }),
  })
  .superRefine((v, ctx) => {
    const problem = challengeProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: [] });
  })
  .transform((v) => ({ ...v, measure: v.measure as ChallengeMeasure }));
export type CreateChallenge = z.infer<typeof createChallengeSchema>;

export const challengePageSchema = z.object({
  page: z.string().regex(/^\d{1,6}$/, "page must be a number").transform(Number).pipe(z.number().min(1, "page must be at least 1")).optional(),
  limit: pageLimitParam(CHALLENGE_LIMITS.pageMax),
  team: z.string().optional(),
});

export const showNameSchema = z.strictObject({ showName: z.boolean({ error: "showName must be true or false" }) });

export type ChallengeDto = {
  id: number;
  name: string;
  teamId: number | null;
  teamName: string | null;
  measure: ChallengeMeasure;
  measureLabel: string;
  target: number;
  startDate: string;
  endDate: string;
  endedAt: string | null;
  joined: number;
};

/** A member's view: the challenge, whether they may join, and their standing once joined. */
export type MyChallengeDto = ChallengeDto & {
  status: "upcoming" | "running" | "ended";
  canJoin: boolean;
  mine: { progress: number; target: number; excused: number; rank: number; reached: boolean; rewarded: boolean; memberNo: number } | null;
  showName: boolean;
};

export type LeaderboardRow = { rank: number; name: string; progress: number; target: number; reached: boolean; you: boolean };
export type LeaderboardDto = { rows: LeaderboardRow[]; total: number; page: number; limit: number };

export type ChallengeMemberRow = { userId: number; username: string; memberNo: number; progress: number; target: number; excused: number; rank: number; onTrack: boolean; reached: boolean; joinedAt: string };
export type ChallengeDetailDto = ChallengeDto & { createdBy: string | null; joinedCount: number; onTrack: number; reached: number; rows: ChallengeMemberRow[]; page: number; limit: number; refreshedAt: string | null };
