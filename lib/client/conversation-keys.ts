// The conversation's query keys (the API paths they read), for the page's prefetch and the hooks alike.
export const conversationKeys = {
  messages: ["/api/conversation"] as const,
  unread: ["/api/conversation/unread"] as const,
};
