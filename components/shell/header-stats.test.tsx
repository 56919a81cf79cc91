import { render, screen } from "@testing-library/react";
import fc from "fast-check";
import { groupDigits, HeaderStats } from "@/components/shell/header-stats";

it("shows the streak in days and the points with thousands separators, labelled for screen readers", () => {
  const { rerender } = render(<HeaderStats streak={1} points={12345} />);
  expect(screen.getByTestId("header-streak")).toHaveTextContent("Streak:1 day");
  expect(screen.getByTestId("header-streak")).toHaveAttribute("title", "Streak");
  expect(screen.getByTestId("header-points")).toHaveTextContent("Points:12,345 pts");
  expect(screen.getByRole("button", { name: "Points history (12,345 points)" })).toBeInTheDocument();
  rerender(<HeaderStats streak={3} points={0} />);
  expect(screen.getByTestId("header-streak")).toHaveTextContent("Streak:3 days");
});

it("groups the points' digits as toLocaleString('en-US') does, for every safe whole number", () => {
  expect([0, 999, 1000, 1234567, -45210].map(groupDigits)).toEqual(["0", "999", "1,000", "1,234,567", "-45,210"]);
  fc.assert(fc.property(fc.maxSafeInteger(), (n) => groupDigits(n) === n.toLocaleString("en-US")));
});

it("writes the points without Intl, in the pill and the button's label (docs/decisions.md \"The header's points without Intl\")", () => {
  const intl = jest.spyOn(Number.prototype, "toLocaleString");
  try {
    render(<HeaderStats streak={2} points={987654} />);
    expect(screen.getByRole("button", { name: "Points history (987,654 points)" })).toHaveTextContent("987,654");
    expect(intl).not.toHaveBeenCalled();
  } finally {
    intl.mockRestore();
  }
});
