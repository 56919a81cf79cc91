// The conversation's messages (docs/product/conversations.md#the-members-screen): text shown as
// text (markup never becomes HTML), "Seen" under the viewer's last message the other side has seen.
import { render, screen } from "@testing-library/react";
import { MessageList } from "@/components/conversations/message-list";
import type { MessageDto } from "@/lib/schemas/conversations";

const msg = (id: number, fromMember: boolean, body: string, extra: Partial<MessageDto> = {}): MessageDto => ({
  id,
  fromMember,
  author: fromMember ? "amy" : "coach_kim",
  body,
  quotedText: null,
  at: "2026-11-29T10:00:00.000Z",
  ...extra,
});

const list = [msg(1, false, "How is the week?"), msg(2, true, `<b>bold</b><script>alert(1)</script>`), msg(3, true, "Second"), msg(4, false, "Great", { quotedText: "To everyone: Hello" })];

it("shows markup as text, never as HTML", () => {
  const { container } = render(<MessageList messages={list} viewer="member" otherSeenId={0} />);
  expect(screen.getByText(`<b>bold</b><script>alert(1)</script>`)).toBeInTheDocument();
  expect(container.querySelector("script, b")).toBeNull();
  expect(screen.getByText("To everyone: Hello")).toBeInTheDocument();
});

it("puts Seen under the member's last message the coaches have seen", () => {
  render(<MessageList messages={list} viewer="member" otherSeenId={2} />);
  const seen = screen.getAllByTestId("seen-marker");
  expect(seen).toHaveLength(1);
  expect(seen[0].closest("li")).toHaveTextContent("<b>bold</b>");
});

it("puts Seen under the coaches' last message the member has seen, and names the coach", () => {
  render(<MessageList messages={list} viewer="staff" otherSeenId={4} />);
  expect(screen.getByTestId("seen-marker").closest("li")).toHaveTextContent("Great");
  expect(screen.getAllByText(/^coach_kim ·/)).toHaveLength(2);
});

it("shows no Seen before the other side has seen one of the viewer's messages", () => {
  render(<MessageList messages={list} viewer="member" otherSeenId={1} />);
  expect(screen.queryByTestId("seen-marker")).toBeNull();
});
