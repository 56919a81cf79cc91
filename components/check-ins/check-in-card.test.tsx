// The due check-in card (docs/product/check-ins.md#the-members-side, docs/product/offline.md): open,
// answered offline and waiting in the outbox ("Sending..."), then sent.
import { act, screen, waitFor } from "@testing-library/react";
import { CheckInCards } from "@/components/check-ins/check-in-card";
import { publishWaiting } from "@/lib/client/offline/waiting-writes";
import { CHECK_IN_KEYS } from "@/lib/client/use-check-ins";
import type { DueCheckInDto } from "@/lib/schemas/check-ins";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

const due: DueCheckInDto = {
  formId: 4,
  title: "Daily",
  date: "2026-11-29",
  dueAt: "2026-11-29T00:00:00.000Z",
  closesAt: "2026-11-30T00:00:00.000Z",
  version: 1,
  questions: [{ id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" }],
  answered: false,
  answers: null,
};
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
