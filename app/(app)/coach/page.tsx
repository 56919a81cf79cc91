import { Suspense } from "react";
import { requirePageUser } from "@/lib/auth/server";
import { MemberConversation } from "@/components/conversations/member-conversation";
import { Prefetched } from "@/components/shared/prefetched";
import { conversationKeys } from "@/lib/client/conversation-keys";
import { readMessages } from "@/lib/services/conversations/read-messages";

export const metadata = { title: "Coach" };

// /coach (docs/product/conversations.md#the-members-screen): the member's conversation with their
// coaches, its latest page read on the server through the API's own service; its own route and chunk.
export default async function CoachPage() {
  const user = await requirePageUser();
  const now = new Date();
  const page = await readMessages(user.id, {});
  return (
    <Prefetched at={now} queries={[[conversationKeys.messages, page]]}>
      <Suspense>
        <MemberConversation />
      </Suspense>
    </Prefetched>
  );
}
