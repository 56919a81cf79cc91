// The member's composer (docs/product/conversations.md#the-members-screen): the draft outlives a
// reload (a new mount), and a send that failed is sent again with the same Idempotency-Key (one
// message however many attempts), a new draft with a new key.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { MemberConversation } from "@/components/conversations/member-conversation";
import { apiWrite } from "@/lib/client/api";
import { conversationKeys } from "@/lib/client/conversation-keys";
import { queryKeys } from "@/lib/query/query-keys";
import type { ConversationDto } from "@/lib/schemas/conversations";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn() }), useSearchParams: () => new URLSearchParams() }));

const write = apiWrite as jest.MockedFunction<typeof apiWrite>;
const conversation: ConversationDto = {
  messages: [{ id: 1, fromMember: false, author: "coach_kim", body: "How is the week?", quotedText: null, at: "2026-11-29T10:00:00.000Z" }],
  hasMore: false,
  memberSeenId: 1,
  staffSeenId: 0,
};
const data: Array<[readonly unknown[], unknown]> = [
  [queryKeys.session, { userId: 7, username: "amy", isAdmin: false }],
  [conversationKeys.messages, conversation],
  [queryKeys.notifications, []],
];
const box = () => screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
const keyOf = (call: unknown[]) => (call[3] as { headers: Record<string, string> }).headers["Idempotency-Key"];

beforeEach(() => {
  localStorage.clear();
  write.mockReset();
});

it("keeps the draft across a reload", () => {
  const first = renderWithData(<MemberConversation />, data);
  fireEvent.change(box(), { target: { value: "Half written" } });
  first.unmount();
  renderWithData(<MemberConversation />, data);
  expect(box().value).toBe("Half written");
});

it("sends again with the same key after a failure, then starts a new key", async () => {
  write.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  write.mockResolvedValue({ id: 2 });
  renderWithData(<MemberConversation />, data);
  fireEvent.change(box(), { target: { value: "Busy week" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
  expect(await screen.findByRole("alert")).toHaveTextContent(/^Not sent/);
  expect(box().value).toBe("Busy week");
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
  await waitFor(() => expect(box().value).toBe(""));
  const posts = write.mock.calls.filter((c) => c[1] === "/api/conversation/messages");
  expect(posts).toHaveLength(2);
  expect(posts[0][2]).toEqual({ body: "Busy week" });
  expect(keyOf(posts[0])).toMatch(/^msg-/);
  expect(keyOf(posts[1])).toBe(keyOf(posts[0]));
  fireEvent.change(box(), { target: { value: "Next one" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
  const third = write.mock.calls.filter((c) => c[1] === "/api/conversation/messages")[2];
  expect(keyOf(third)).not.toBe(keyOf(posts[0]));
});
