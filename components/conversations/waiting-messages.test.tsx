// The member's messages not on the server yet, under /coach's thread (docs/decisions.md "Offline",
// "The outbox"): a message waiting in the outbox says "Sending..."; one refused when it arrived says
// "Not sent" with the server's message, and "Send again" sends it with its own key (removed once
// sent, kept with the reason when refused again); "Delete" removes it.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { WaitingMessages } from "@/components/conversations/waiting-messages";
import { readLocal, writeLocal } from "@/lib/client/local-store";
import { NO_UNSENT, UNSENT_KEY, unsentSchema, type UnsentMessage } from "@/lib/client/offline/unsent-messages";
import { publishWaiting } from "@/lib/client/offline/waiting-writes";
import { queryKeys } from "@/lib/query/query-keys";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

const AT = Date.UTC(2026, 10, 29, 9, 0);
const data: Array<[readonly unknown[], unknown]> = [[queryKeys.session, { userId: 7, username: "amy", isAdmin: false }]];
const LIMIT = "You can send 30 messages an hour. Please wait a little before sending more.";
const unsent = (key: string, body: string): UnsentMessage => ({ key, body, reason: LIMIT, madeAt: AT });

beforeEach(() => {
  localStorage.clear();
  act(() => publishWaiting([]));
});

it("shows a message waiting in the outbox as Sending..., and nothing once none waits", () => {
  renderWithData(<WaitingMessages sendAgain={jest.fn()} />, data);
  expect(screen.queryByTestId("waiting-message")).toBeNull();
  act(() =>
    publishWaiting([
      { key: "msg-1", method: "POST", path: "/api/conversation/messages", body: { body: "On the bus" }, madeAt: AT },
      { key: "k-2", method: "POST", path: "/api/learnings", body: { content: "Not a message" }, madeAt: AT },
    ]),
  );
  expect(screen.getAllByTestId("waiting-message")).toHaveLength(1);
  expect(screen.getByTestId("waiting-message")).toHaveTextContent("On the bus");
  expect(screen.getByTestId("message-sending")).toHaveTextContent("Sending...");
  act(() => publishWaiting([]));
  expect(screen.queryByTestId("waiting-message")).toBeNull();
});

it("shows a refused message as Not sent; Send again removes it once sent, keeps it when refused again; Delete removes it", async () => {
  writeLocal(7, UNSENT_KEY, [unsent("msg-a", "First"), unsent("msg-b", "Second")]);
  const sendAgain = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("429"));
  renderWithData(<WaitingMessages sendAgain={sendAgain} />, data);
  expect(screen.getAllByTestId("message-not-sent").map((e) => e.textContent)).toEqual([`Not sent: ${LIMIT}`, `Not sent: ${LIMIT}`]);

  fireEvent.click(screen.getAllByRole("button", { name: "Send again" })[0]);
  await waitFor(() => expect(readLocal(7, UNSENT_KEY, unsentSchema, NO_UNSENT).map((m) => m.key)).toEqual(["msg-b"]));
  expect(sendAgain).toHaveBeenCalledWith(expect.objectContaining({ key: "msg-a", body: "First" }));

  fireEvent.click(screen.getByRole("button", { name: "Send again" }));
  await waitFor(() => expect(sendAgain).toHaveBeenCalledTimes(2));
  expect(readLocal(7, UNSENT_KEY, unsentSchema, NO_UNSENT).map((m) => m.key)).toEqual(["msg-b"]);

  fireEvent.click(screen.getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByTestId("waiting-message")).toBeNull());
  expect(readLocal(7, UNSENT_KEY, unsentSchema, NO_UNSENT)).toEqual([]);
});
