import { act, fireEvent, render, screen } from "@testing-library/react";
import { CoachTipRotator } from "@/components/coach-tips/coach-tip-banner";

const tips = [
  { id: 1, content: "Tip one" },
  { id: 2, content: "Tip two" },
  { id: 3, content: "Tip three" },
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("rotates every 15 s, fading out for 500 ms before the next tip", () => {
  render(<CoachTipRotator tips={tips} />);
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
  render(<CoachTipRotator tips={tips} />);
  fireEvent.click(screen.getByRole("button", { name: "Dismiss tip" }));
  expect(screen.queryByTestId("coach-tip")).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(299_999));
  expect(screen.queryByTestId("coach-tip")).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId("coach-tip")).toBeInTheDocument();
});

test("renders nothing without tips, and a single tip does not rotate", () => {
  const { container, rerender } = render(<CoachTipRotator tips={[]} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<CoachTipRotator tips={[tips[0]]} />);
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByTestId("coach-tip")).toHaveTextContent("Tip one");
  expect(screen.getByTestId("coach-tip")).toHaveClass("opacity-100");
});
