import { act, fireEvent, screen } from "@testing-library/react";
import { COACH_TIP_DISMISSED_KEY, CoachTipBanner, CoachTipRotator } from "@/components/coach-tips/coach-tip-banner";
import type { apiGet } from "@/lib/client/api";
import { readLocal } from "@/lib/client/local-store";
import { queryKeys } from "@/lib/query/query-keys";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());
const member = [[queryKeys.session, { userId: 5, username: "ann", isAdmin: false }]] as Array<[readonly unknown[], unknown]>;
const anyValue = { safeParse: (data: unknown) => ({ success: true as const, data }) };

const tips = [
  { id: 1, content: "Tip one" },
  { id: 2, content: "Tip two" },
  { id: 3, content: "Tip three" },
];

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test("rotates every 15 s, fading out for 500 ms before the next tip", () => {
  renderWithData(<CoachTipRotator tips={tips} />, member);
  const text = () => screen.getByTestId("coach-tip");
  expect(text()).toHaveTextContent("Tip one");
  act(() => jest.advanceTimersByTime(14_999));
  expect(text()).toHaveClass("opacity-100");
  act(() => jest.advanceTimersByTime(1));
  expect(text()).toHaveClass("opacity-0");
  expect(text()).toHaveTextContent("Tip one");
  act(() => jest.advanceTimersByTime(499));
  expect(text()).toHaveTextContent("Tip one");
  act(() => jest.advanceTimersByTime(1));
  expect(text()).toHaveTextContent("Tip two");
  expect(text()).toHaveClass("opacity-100");
  act(() => jest.advanceTimersByTime(30_000));
  expect(text()).toHaveTextContent("Tip one"); // wrapped around after the third
});

test("a dismissed tip returns after 5 minutes, not before", () => {
  renderWithData(<CoachTipRotator tips={tips} />, member);
  fireEvent.click(screen.getByRole("button", { name: "Dismiss tip" }));
  expect(screen.queryByTestId("coach-tip")).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(299_999));
  expect(screen.queryByTestId("coach-tip")).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId("coach-tip")).toBeInTheDocument();
});

test("the dismissal is remembered: a reload within 5 minutes keeps the tip away, after them it is back", () => {
  jest.setSystemTime(new Date("2026-03-14T10:00:00Z"));
  const first = renderWithData(<CoachTipRotator tips={tips} />, member);
  fireEvent.click(screen.getByRole("button", { name: "Dismiss tip" }));
  expect(readLocal(5, COACH_TIP_DISMISSED_KEY, anyValue, null)).toBe(Date.parse("2026-03-14T10:00:00Z"));
  first.unmount();
  act(() => jest.advanceTimersByTime(120_000));
  // The reload, two minutes later.
  renderWithData(<CoachTipRotator tips={tips} />, member);
  expect(screen.queryByTestId("coach-tip")).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(179_999));
  expect(screen.queryByTestId("coach-tip")).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId("coach-tip")).toBeInTheDocument();
});

test("renders nothing without tips, and a single tip does not rotate", () => {
  const { unmount } = renderWithData(<CoachTipRotator tips={[]} />, member);
  expect(screen.queryByRole("complementary", { name: "Coach tip" })).not.toBeInTheDocument();
  unmount();
  renderWithData(<CoachTipRotator tips={[tips[0]]} />, member);
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByTestId("coach-tip")).toHaveTextContent("Tip one");
  expect(screen.getByTestId("coach-tip")).toHaveClass("opacity-100");
});

// The banner's code loads once the page is idle (components/dashboard/dashboard-client: lazyAfterLoad);
// then it reads the tips the page did not send.
describe("CoachTipBanner", () => {
  // The call layer as the query cache's read function sees it.
  const read: jest.MockedFunction<typeof apiGet> = jest.requireMock("@/lib/client/api").apiGet;
  const tipReads = () => read.mock.calls.filter(([path]) => path === "/api/coach-tips").length;
  beforeEach(() => read.mockReset());
  // React Query's read, then its answer reaching the banner, run on (fake) timers.
  const answered = async () => {
    await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => jest.advanceTimersByTimeAsync(0));
  };

  test("starts with the page's first tip, reads the others once, and rotates through them", async () => {
    read.mockResolvedValue(tips);
    renderWithData(<CoachTipBanner first={tips[0]} />, member);
    expect(screen.getByTestId("coach-tip")).toHaveTextContent("Tip one");
    await answered();
    expect(tipReads()).toBe(1);
    expect(screen.getByTestId("coach-tip")).toHaveTextContent("Tip one");
    act(() => jest.advanceTimersByTime(15_500));
    expect(screen.getByTestId("coach-tip")).toHaveTextContent("Tip two");
  });

  test("keeps the first tip when the read answers none (a failed read)", async () => {
    read.mockResolvedValue(null);
    renderWithData(<CoachTipBanner first={tips[0]} />, member);
    await answered();
    expect(tipReads()).toBe(1);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId("coach-tip")).toHaveTextContent("Tip one");
  });

  test("without a first tip, shows the tips once read", async () => {
    read.mockResolvedValue(tips);
    renderWithData(<CoachTipBanner first={null} />, member);
    expect(screen.queryByTestId("coach-tip")).not.toBeInTheDocument();
    await answered();
    expect(screen.getByTestId("coach-tip")).toHaveTextContent("Tip one");
  });
});
