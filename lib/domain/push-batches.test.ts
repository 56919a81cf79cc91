import { cutBatches } from "@/lib/domain/push-batches";

describe("cutBatches", () => {
  it("cuts notifications into batches of about `size` subscriptions, in order", () => {
    const rows = Array.from({ length: 1201 }, (_, i) => ({ id: i + 1, subs: 1 }));
    const batches = cutBatches(rows, 500);
    expect(batches.map((b) => b.length)).toEqual([500, 500, 201]);
    expect(batches.flat()).toEqual(rows.map((r) => r.id));
  });
  it("keeps a member's subscriptions in one batch", () => {
    expect(cutBatches([{ id: 1, subs: 3 }, { id: 2, subs: 10 }, { id: 3, subs: 1 }], 4)).toEqual([[1, 2], [3]]);
  });
  it("gives no batch for nothing", () => {
    expect(cutBatches([], 500)).toEqual([]);
  });
});
