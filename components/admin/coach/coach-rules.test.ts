import { changeOf, shortLocalDate } from "@/components/admin/coach/coach-rules";

it("says a glance figure's change against last week", () => {
  expect(changeOf(12, 9)).toEqual({ direction: "up", text: "+3 vs last week" });
  expect(changeOf(1000, 3500)).toEqual({ direction: "down", text: "−2,500 vs last week" });
  expect(changeOf(4, 4)).toEqual({ direction: "same", text: "same as last week" });
});

it("shows a local date as the member's date, whatever the viewer's zone", () => {
  expect(shortLocalDate("2026-11-23")).toBe("Nov 23");
});
