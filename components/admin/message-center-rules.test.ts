import { DELETE_ALL_MAX, deleteAllCount, deleteAllQuestion, totalLabel } from "@/components/admin/message-center-rules";

describe("the Message Center's counts", () => {
  it("names the server's count, with a + when it stopped at its cap", () => {
    expect(totalLabel(0, false)).toBe("0 notifications");
    expect(totalLabel(1, false)).toBe("1 notification");
    expect(totalLabel(1234, false)).toBe("1,234 notifications");
    expect(totalLabel(10000, true)).toBe("10,000+ notifications");
  });
});

describe("Delete all with paging", () => {
  it("takes every match up to the maximum of one run", () => {
    expect(deleteAllCount(7)).toBe(7);
    expect(deleteAllCount(DELETE_ALL_MAX + 1)).toBe(DELETE_ALL_MAX);
  });
  it("asks naming the count, the filter, and the newest-first limit above it", () => {
    expect(deleteAllQuestion(6, false, false)).toBe("Delete all 6 notifications? This cannot be undone.");
    expect(deleteAllQuestion(1, false, true)).toBe("Delete the 1 notification this filter shows? This cannot be undone.");
    expect(deleteAllQuestion(1500, false, true)).toBe(
      "Delete the newest 1,000 of 1,500 notifications this filter shows? One run deletes at most 1,000, one by one. This cannot be undone.",
    );
    expect(deleteAllQuestion(10000, true, false)).toMatch(/^Delete the newest 1,000 of 10,000\+ notifications\? /);
  });
});
