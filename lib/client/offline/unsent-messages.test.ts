/** @jest-environment jsdom */
import { readLocal, writeLocal } from "@/lib/client/local-store";
import { isMessageWrite, keepUnsent, messageOf, NO_UNSENT, UNSENT_KEY, unsentSchema } from "@/lib/client/offline/unsent-messages";

const AT = Date.UTC(2026, 10, 29, 9, 0);
beforeEach(() => localStorage.clear());

describe("messages the server refused when they arrived", () => {
  it("a kept write is a message when it posts to the conversation", () => {
    expect(isMessageWrite({ method: "POST", path: "/api/conversation/messages" })).toBe(true);
    expect(isMessageWrite({ method: "POST", path: "/api/conversation/seen" })).toBe(false);
  });

  it("keeps the text, the key, the quote and why; one per key, in the order they were written", () => {
    keepUnsent(3, [messageOf({ key: "k2", body: { body: "second", quoteNotificationId: 12 }, madeAt: AT + 1 }, "Limit")]);
    keepUnsent(3, [messageOf({ key: "k1", body: { body: "first" }, madeAt: AT }, "Limit")]);
    keepUnsent(3, [messageOf({ key: "k2", body: { body: "second", quoteNotificationId: 12 }, madeAt: AT + 1 }, "Still the limit")]);
    expect(readLocal(3, UNSENT_KEY, unsentSchema, NO_UNSENT)).toEqual([
      { key: "k1", body: "first", reason: "Limit", madeAt: AT },
      { key: "k2", body: "second", quoteNotificationId: 12, reason: "Still the limit", madeAt: AT + 1 },
    ]);
    // Another member's device store is their own.
    expect(readLocal(4, UNSENT_KEY, unsentSchema, NO_UNSENT)).toEqual([]);
  });

  it("a record that does not read back is left out, never an exception", () => {
    writeLocal(3, UNSENT_KEY, [{ key: "k1", body: "ok", reason: "r", madeAt: AT }, { key: 5 }, null]);
    expect(readLocal(3, UNSENT_KEY, unsentSchema, NO_UNSENT)).toEqual([{ key: "k1", body: "ok", reason: "r", madeAt: AT }]);
    writeLocal(3, UNSENT_KEY, "garbage");
    expect(readLocal(3, UNSENT_KEY, unsentSchema, NO_UNSENT)).toEqual([]);
  });
});
