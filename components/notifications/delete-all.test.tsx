import { deleteAllSummary } from "@/components/notifications/delete-all";
import { deleteOneByOne } from "@/lib/client/use-notification-actions";

describe("deleteOneByOne", () => {
  it("deletes in order, pausing 200 ms between deletes and reporting every 5", async () => {
    const calls: string[] = [];
    const result = await deleteOneByOne(
      Array.from({ length: 12 }, (_, i) => i + 1),
      async (id) => {
        calls.push(`delete ${id}`);
      },
      { sleep: async (ms) => void calls.push(`sleep ${ms}`), onProgress: (done, total) => calls.push(`progress ${done}/${total}`) },
    );
    expect(result.deletedIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(calls.filter((c) => c.startsWith("sleep"))).toEqual(Array(11).fill("sleep 200"));
    expect(calls.filter((c) => c.startsWith("progress"))).toEqual(["progress 5/12", "progress 10/12"]);
    expect(calls.slice(0, 3)).toEqual(["delete 1", "sleep 200", "delete 2"]);
  });

  it("keeps going after a failed delete", async () => {
    const result = await deleteOneByOne([1, 2, 3], async (id) => {
      if (id === 2) throw new Error("500");
    }, { sleep: async () => {} });
    expect(result).toEqual({ total: 3, deletedIds: [1, 3] });
  });
});

describe("deleteAllSummary", () => {
  it("reports success, partial success and total failure", () => {
    expect(deleteAllSummary({ total: 3, deletedIds: [1, 2, 3] })).toMatchObject({ kind: "success", description: "Deleted 3 of 3 notifications" });
    expect(deleteAllSummary({ total: 3, deletedIds: [1] })).toEqual({ kind: "warning", title: "Partial Success", description: "Deleted 1 of 3 notifications" });
    expect(deleteAllSummary({ total: 2, deletedIds: [] })).toEqual({ kind: "error", title: "Error", description: "Failed to delete any notifications" });
  });
});
