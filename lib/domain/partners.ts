// Accountability partners (docs/product/challenges-and-partners.md#partners; docs/decisions.md
// "Challenges and partners"): who may be invited, the limits, and what the partner reads of the
// member's week. A link is live from the invitation until it is declined or ended.
import { addDays, type LocalDate } from "@/lib/domain/day";
import { isoWeekday } from "@/lib/domain/stats-range";

/** A member follows at most 3 partners' goals and is followed by at most 3 (pending invitations count). */
export const PARTNER_LIMITS = { following: 3, followers: 3 } as const;

export const PARTNER_MESSAGES = {
  self: "You cannot invite yourself",
  notInTeam: "Invite a member of your team",
  tooManyFollowers: `You already have ${PARTNER_LIMITS.followers} partners (or invitations) following your goals`,
  partnerFull: `This member already follows ${PARTNER_LIMITS.following} goals`,
  goal: "Choose one of your SMART goals",
  alreadyInvited: "This member already follows (or is invited to) this goal",
  notFound: "Partner link not found",
  notPending: "This invitation is no longer open",
} as const;

export type InviteFacts = {
  selfId: number;
  teamId: number;
  /** The invited member as found by name (null: no such member). */
  partner: { id: number; teamId: number } | null;
  /** Live links where the inviter is followed, and where the invited member follows. */
  followers: number;
  partnerFollowing: number;
};

/** The first broken rule of an invitation, or null. */
export function inviteProblem(f: InviteFacts): string | null {
  if (f.partner?.id === f.selfId) return PARTNER_MESSAGES.self;
  if (!f.partner || f.partner.teamId !== f.teamId) return PARTNER_MESSAGES.notInTeam;
  if (f.followers >= PARTNER_LIMITS.followers) return PARTNER_MESSAGES.tooManyFollowers;
  if (f.partnerFollowing >= PARTNER_LIMITS.following) return PARTNER_MESSAGES.partnerFull;
  return null;
}

/** The member's week so far (Monday to today, their dates): what the partner's task completion covers. */
export function weekSoFar(today: LocalDate): { from: LocalDate; to: LocalDate } {
  return { from: addDays(today, 1 - isoWeekday(today)), to: today };
}

/** "8 of 12 tasks (67%)"; no tasks set yet: "No tasks set yet this week". */
export function taskCompletionText(done: number, total: number): string {
  if (!total) return "No tasks set yet this week";
  return `${done} of ${total} tasks (${Math.round((done / total) * 100)}%)`;
}

/** The bell's notice to the invited member. */
export function partnerInviteNotice(username: string, goalTitle: string) {
  return { title: "Partner invitation", message: `${username} invites you to follow their SMART goal "${goalTitle}". Answer on your dashboard's Partners card.`.slice(0, 1000) };
}
