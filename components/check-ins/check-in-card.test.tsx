// The due check-in card (docs/product/check-ins.md#the-members-side, docs/product/offline.md): open,
// answered offline and waiting in the outbox ("Sending..."), then sent.
import { act, screen, waitFor } from "@testing-library/react";
import { CheckInCards } from "@/components/check-ins/check-in-card";
import { publishWaiting } from "@/lib/client/offline/waiting-writes";
import { CHECK_IN_KEYS } from "@/lib/client/use-check-ins";
import { DAILY_CHECK_IN } from "@/tests/support/due-check-in";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

const due = DAILY_CHECK_IN;
const state = () => screen.getByTestId("check-in-state").textContent;
const answer = (date: string) => ({ key: "k", method: "POST" as const, path: "/api/check-ins/4", body: { date, answers: { sleep: 4 } }, madeAt: Date.UTC(2026, 10, 29, 9) });

afterEach(() => act(() => publishWaiting([])));

it("says Sending... while its answer waits in the outbox, Sent once the server has it", async () => {
  const { queryClient } = renderWithData(<CheckInCards timeZone="UTC" />, [[CHECK_IN_KEYS.due, { checkIns: [due] }]]);
  expect(state()).toBe("Open until Monday 12:00 AM");
  // Another check-in's answer (an earlier date) is not this one's.
  act(() => publishWaiting([answer("2026-11-28")]));
  expect(state()).toBe("Open until Monday 12:00 AM");
  act(() => {
    queryClient.setQueryData(CHECK_IN_KEYS.due, { checkIns: [{ ...due, answered: true, answers: { sleep: 4 } }] });
    publishWaiting([answer(due.date)]);
  });
  await waitFor(() => expect(state()).toBe("Sending... You can change your answers until Monday 12:00 AM"));
  act(() => publishWaiting([]));
  await waitFor(() => expect(state()).toBe("Sent. You can change your answers until Monday 12:00 AM"));
});
