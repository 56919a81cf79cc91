import { PARTNER_MESSAGES, inviteProblem, taskCompletionText, weekSoFar } from "@/lib/domain/partners";

const base = { selfId: 1, teamId: 5, partner: { id: 2, teamId: 5 }, followers: 0, partnerFollowing: 0 };

describe("an invitation", () => {
  it("goes to another member of the same team, within the limits", () => {
    expect(inviteProblem(base)).toBeNull();
    expect(inviteProblem({ ...base, partner: { id: 1, teamId: 5 } })).toBe(PARTNER_MESSAGES.self);
    expect(inviteProblem({ ...base, partner: { id: 2, teamId: 6 } })).toBe(PARTNER_MESSAGES.notInTeam);
    expect(inviteProblem({ ...base, partner: null })).toBe(PARTNER_MESSAGES.notInTeam);
    expect(inviteProblem({ ...base, followers: 2 })).toBeNull();
    expect(inviteProblem({ ...base, followers: 3 })).toBe(PARTNER_MESSAGES.tooManyFollowers);
    expect(inviteProblem({ ...base, partnerFollowing: 3 })).toBe(PARTNER_MESSAGES.partnerFull);
  });
});

describe("the partner's view of the week", () => {
  it("covers Monday to today in the member's dates", () => {
    expect(weekSoFar("2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" }); // a Sunday
    expect(weekSoFar("2026-11-30")).toEqual({ from: "2026-11-30", to: "2026-11-30" }); // a Monday
  });
  it("says the completion in words", () => {
    expect(taskCompletionText(8, 12)).toBe("8 of 12 tasks (67%)");
    expect(taskCompletionText(0, 0)).toBe("No tasks set yet this week");
  });
});
