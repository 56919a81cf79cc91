// A widget award's celebration says everything it earned, the server's numbers with their
// breakdown (docs/decisions.md "Fair points and sessions": popups tell the truth): Kanban's
// "First Card!" gives 5 and unlocks three medals, so '+65 Points' reads '+5 milestone reached,
// +60 badges: Bronze Medal, Silver Medal and Gold Medal'. An award alone has no breakdown.
import { act, renderHook } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { closeCelebration, useCelebrationSnapshot } from "@/lib/client/celebration";
import { makeQueryClient } from "@/lib/client/query-client";
import { useWidgetAward } from "@/lib/client/use-widget-award";
import { queryKeys } from "@/lib/query/query-keys";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

const answer = (points: number, pointsAwarded: number) => ({
  recorded: true,
  pointsAwarded,
  achievement: { id: 9, type: "widget", source: "achievement", points, requestedPoints: points, description: "Kanban Board: milestone reached", localDate: "2026-03-14", dateCreated: "2026-03-14T09:00:00.000Z" },
});
const badge = (id: number, name: string) => ({ id, title: `Badge Unlocked: ${name}`, isRead: false });

function setup(notifications: unknown[] = []) {
  closeCelebration();
  const client = makeQueryClient();
  // The badges' names come from their notifications, read fresh (lib/client/badge-names).
  jest.spyOn(client, "fetchQuery").mockResolvedValue(notifications);
  client.setQueryData(queryKeys.user, { id: 7, timeZone: "UTC" });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => ({ award: useWidgetAward(), popup: useCelebrationSnapshot() }), { wrapper }).result;
}

test("'First Card!': +65 Points with the milestone's 5 and the three medals named", async () => {
  jest.mocked(apiWrite).mockResolvedValueOnce(answer(5, 65));
  const hook = setup([badge(3, "Gold Medal"), badge(2, "Silver Medal"), badge(1, "Bronze Medal")]);
  let id: number | null = null;
  await act(async () => {
    id = await hook.current.award({ kind: "kanbanMilestone", source: "achievement", points: 5, description: "First card", title: "First Card!" });
  });
  expect(id).toBe(9);
  expect(hook.current.popup.state).toMatchObject({ isOpen: true, title: "First Card!", points: 65, detail: "+5 milestone reached, +60 badges: Bronze Medal, Silver Medal and Gold Medal" });
});

test("an award alone shows its points without a breakdown", async () => {
  jest.mocked(apiWrite).mockResolvedValueOnce(answer(10, 10));
  const hook = setup();
  await act(async () => {
    await hook.current.award({ kind: "timeboxCreated", source: "task", points: 10, description: "Timebox", title: "Timebox Created" });
  });
  expect(hook.current.popup.state).toMatchObject({ isOpen: true, points: 10 });
  expect(hook.current.popup.state.detail).toBeUndefined();
});
