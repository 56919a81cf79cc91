// Accountability partners (docs/product/challenges-and-partners.md#partners): the invitation and
// the answers' shapes.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { PARTNER_MESSAGES } from "@/lib/domain/partners";

export const invitePartnerSchema = z.strictObject({
  username: z.string({ error: PARTNER_MESSAGES.notInTeam }).trim().min(1, PARTNER_MESSAGES.notInTeam).max(LIMITS.usernameMax, PARTNER_MESSAGES.notInTeam),
  goalId: z.number({ error: PARTNER_MESSAGES.goal }).int(PARTNER_MESSAGES.goal).positive(PARTNER_MESSAGES.goal).max(LIMITS.maxId, PARTNER_MESSAGES.goal),
});
export type InvitePartner = z.infer<typeof invitePartnerSchema>;

export type PartnerStatus = "pending" | "active";

/** What a partner reads: the goal and the member's week so far; never journal text, widgets or points. */
export type PartnerGoalView = {
  id: number;
  member: string;
  goal: { title: string; deadline: string | null; isCompleted: boolean; completedAt: string | null };
  week: { from: string; to: string; tasksDone: number; tasksSet: number; text: string };
};

/** A link the member made (their goal, followed by a partner). */
export type MyPartnerLink = { id: number; partner: string; goalId: number; goalTitle: string; status: PartnerStatus };
/** A link the member follows: an invitation (pending) or the goal they follow (active). */
export type FollowedLink = { id: number; member: string; goalTitle: string; status: PartnerStatus; view: PartnerGoalView | null };

export type PartnersDto = { mine: MyPartnerLink[]; following: FollowedLink[] };
