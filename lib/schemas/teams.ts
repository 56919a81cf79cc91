// Teams, coaches and invite codes (docs/decisions.md "Teams and roles"): the owner's and coaches'
// calls, checked by the forms and the API alike.
import { z } from "zod";
import { LIMITS, TEAM_LIMITS } from "@/lib/constants";
import { idParamsSchema } from "@/lib/schemas/params";

const pathId = idParamsSchema.shape.id;

export const TEAM_MESSAGES = {
  nameRequired: "Team name is required",
  nameTooLong: `Team name must be at most ${TEAM_LIMITS.name} characters`,
  nameTaken: "A team with this name already exists",
  teamNotFound: "Team not found",
  teamArchived: "This team is archived",
  defaultTeamArchive: "The default team cannot be archived",
  moveTarget: "Choose a team that exists and is not archived",
  notACoach: "This member is not a coach of the team",
  ownerCoach: "The owner cannot be appointed a coach",
} as const;

const id = z.number({ error: "id must be a number" }).int().positive().max(LIMITS.maxId);
const name = z
  .string({ error: TEAM_MESSAGES.nameRequired })
  .trim()
  .min(1, TEAM_MESSAGES.nameRequired)
  .max(TEAM_LIMITS.name, TEAM_MESSAGES.nameTooLong)
  .refine((v) => !v.includes("\u0000"), "Text must not contain NUL characters");
const description = z.string({ error: "description must be text" }).trim().max(TEAM_LIMITS.description, `Description must be at most ${TEAM_LIMITS.description} characters`);

export const createTeamSchema = z.strictObject({ name, description: description.default("") });
export const updateTeamSchema = z
  .strictObject({ name: name.optional(), description: description.optional(), archived: z.boolean({ error: "archived must be true or false" }).optional() })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.archived !== undefined, "Nothing to change");
/** The member to appoint: by id, or by username (the Teams tab's form). */
export const appointCoachSchema = z.union([
  z.strictObject({ userId: id }),
  z.strictObject({ username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(LIMITS.usernameMax, "User not found") }),
]);
export const moveMemberSchema = z.strictObject({ teamId: z.number({ error: TEAM_MESSAGES.moveTarget }).int().positive(TEAM_MESSAGES.moveTarget).max(LIMITS.maxId, TEAM_MESSAGES.moveTarget) });
export const issueCodeSchema = z.strictObject({
  /** ISO date-time with a zone, in the future; null: never expires. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "expiresAt must be an ISO date-time or null" })
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
  maxUses: z.number({ error: "maxUses must be a number" }).int().min(1, "maxUses must be at least 1").max(TEAM_LIMITS.codeMaxUses).nullish().transform((v) => v ?? null),
});
export const teamCoachParamsSchema = z.object({ id: pathId, userId: pathId });
export const teamCodeParamsSchema = z.object({ id: pathId, codeId: pathId });

export type TeamDto = {
  id: number;
  name: string;
  description: string;
  archivedAt: string | null;
  members: number;
  coaches: { id: number; username: string }[];
};
export type InviteCodeDto = {
  id: number;
  code: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  revokedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  live: boolean;
  /** Who registered with it, newest first (at most TEAM_LIMITS.codesPerPage names). */
  usedBy: string[];
};
export type MyTeamDto = { team: { id: number; name: string; description: string }; coaches: string[] };
