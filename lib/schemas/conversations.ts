// Conversations (docs/product/conversations.md): the bodies and queries of the member's and the
// coaches' routes, and the shapes they answer, shared with the browser.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { MESSAGE_MAX } from "@/lib/domain/conversations";
import { pageLimitParam, searchTextParam } from "@/lib/schemas/query-params";

export const CONVERSATION_PAGE = { default: 30, max: 100 };
export const INBOX_PAGE = { default: 25, max: 100 };
export const INBOX_SEARCH_MAX = 64;

export const CONVERSATION_MESSAGES = {
  empty: "Write a message first",
  tooLong: `A message is at most ${MESSAGE_MAX.toLocaleString("en-US")} characters`,
} as const;

const id = z.number({ error: "id must be a number" }).int().positive().max(LIMITS.maxId);

/** A message's text: plain text, 1 to 2,000 characters once trimmed (markup is kept as text). */
export const messageBodySchema = z
  .string({ error: "body must be text" })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, CONVERSATION_MESSAGES.empty).max(MESSAGE_MAX, CONVERSATION_MESSAGES.tooLong));

/** POST /api/conversation/messages (Idempotency-Key: the same on every attempt). */
export const memberMessageSchema = z.strictObject({
  body: messageBodySchema,
  /** The bell's "Reply" on a broadcast: the notification it quotes. */
  quoteNotificationId: id.optional(),
});
export type MemberMessageInput = z.infer<typeof memberMessageSchema>;

/** POST /api/admin/conversations/{userId}/messages */
export const coachMessageSchema = z.strictObject({ body: messageBodySchema });

/** POST .../seen: every message up to this id has been seen. */
export const seenSchema = z.strictObject({ upTo: id });

/** ?before=<message id>&limit= : a page of older messages. */
export const messagePageQuerySchema = z.strictObject({
  before: z.string().regex(/^[1-9]\d{0,9}$/, "before must be a message id").transform(Number).optional(),
  limit: pageLimitParam(CONVERSATION_PAGE.max),
});

/** The inbox's keyset cursor: "w.<epoch ms>.<userId>" (waiting) or "l.<epoch ms>.<userId>" (latest). */
export const inboxCursorSchema = z
  .string()
  .regex(/^[wl]\.\d{1,15}\.[1-9]\d{0,9}$/, "cursor is not one this list gave")
  .transform((c) => {
    const [part, ms, userId] = c.split(".");
    return { waiting: part === "w", at: new Date(Number(ms)), userId: Number(userId) };
  });

/** GET /api/admin/conversations?q=&cursor=&limit=&view=open|done|all (and the team filter ?team=). */
export const inboxQuerySchema = z.strictObject({
  q: searchTextParam(INBOX_SEARCH_MAX),
  cursor: inboxCursorSchema.optional(),
  limit: pageLimitParam(INBOX_PAGE.max),
  view: z.enum(["open", "done"], { error: "view must be open or done" }).optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export type MessageDto = {
  id: number;
  fromMember: boolean;
  /** The author's name (a coach's username; the member's own) or null (a deleted coach). */
  author: string | null;
  body: string;
  quotedText: string | null;
  at: string;
};

export type ConversationDto = {
  messages: MessageDto[];
  /** Older messages exist before the first one here. */
  hasMore: boolean;
  memberSeenId: number;
  staffSeenId: number;
};

export type InboxRowDto = {
  userId: number;
  username: string;
  teamId: number;
  teamName: string;
  waitingSince: string | null;
  lastMessageAt: string;
  lastFromMember: boolean;
  preview: string;
  done: boolean;
  unread: boolean;
};

export type InboxDto = { rows: InboxRowDto[]; nextCursor: string | null; waiting: number };

export type ReplyTimeDto = { id: number; name: string; medianSeconds: number | null; replies: number };
export type ReplyTimesDto = { since: string; coaches: ReplyTimeDto[]; teams: ReplyTimeDto[] };

/** POST /api/admin/conversations/{userId}/done */
export const doneSchema = z.strictObject({ done: z.boolean({ error: "done must be true or false" }) });

/** A coach's "Push me new messages" (docs/decisions.md "Conversations"). */
export const messagePushSchema = z.strictObject({ on: z.boolean({ error: "on must be true or false" }) });
export type MessagePushDto = { on: boolean; devices: number };
