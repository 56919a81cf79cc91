import { render, screen } from "@testing-library/react";
import { HeaderStats } from "@/components/shell/header-stats";

it("shows the streak in days and the points with thousands separators, labelled for screen readers", () => {
  const { rerender } = render(<HeaderStats streak={1} points={12345} />);
  expect(screen.getByTestId("header-streak")).toHaveTextContent("Streak:1 day");
  expect(screen.getByTestId("header-streak")).toHaveAttribute("title", "Streak");
  expect(screen.getByTestId("header-points")).toHaveTextContent("Points:12,345 pts");
  rerender(<HeaderStats streak={3} points={0} />);
  expect(screen.getByTestId("header-streak")).toHaveTextContent("Streak:3 days");
});
