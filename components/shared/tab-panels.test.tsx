// The Radix-free tablist (docs/decisions.md "Native Checkbox and Label, small tablists"): roles, names and ids as Radix Tabs gave them, click, arrow
// keys (looping), Home and End select and focus a tab; only the chosen panel is mounted.
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TabPanels } from "@/components/shared/tab-panels";

const TABS = [
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
  { value: "all", label: "All time" },
] as const;

function Harness({ onIntent }: { onIntent?: (value: string) => void }) {
  const [value, setValue] = useState<(typeof TABS)[number]["value"]>("month");
  return (
    <TabPanels tabs={TABS} value={value} onValueChange={setValue} onIntent={onIntent} label="Range">
      <p>Panel of {value}</p>
    </TabPanels>
  );
}

it("is a named tablist whose selected tab controls the one panel shown", () => {
  render(<Harness />);
  expect(screen.getByRole("tablist", { name: "Range" })).toBeInTheDocument();
  const month = screen.getByRole("tab", { name: "Month" });
  expect(month).toHaveAttribute("aria-selected", "true");
  expect(month).toHaveAttribute("data-state", "active");
  expect(month).toHaveAttribute("tabindex", "0");
  expect(screen.getByRole("tab", { name: "Week" })).toHaveAttribute("tabindex", "-1");
  const panel = screen.getByRole("tabpanel", { name: "Month" });
  expect(month).toHaveAttribute("aria-controls", panel.id);
  expect(panel).toHaveTextContent("Panel of month");
  expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
});

it("selects with a click, the arrow keys (looping), Home and End, and says when a tab is aimed at", async () => {
  const user = userEvent.setup();
  const onIntent = jest.fn();
  render(<Harness onIntent={onIntent} />);
  await user.hover(screen.getByRole("tab", { name: "All time" }));
  expect(onIntent).toHaveBeenCalledWith("all");
  await user.click(screen.getByRole("tab", { name: "Week" }));
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel of week");
  await user.keyboard("{ArrowLeft}");
  expect(screen.getByRole("tab", { name: "All time" })).toHaveFocus();
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel of all");
  await user.keyboard("{ArrowRight}");
  expect(screen.getByRole("tab", { name: "Week" })).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{End}");
  expect(screen.getByRole("tab", { name: "All time" })).toHaveFocus();
  await user.keyboard("{Home}");
  expect(screen.getByRole("tabpanel", { name: "Week" })).toBeInTheDocument();
  await user.keyboard("{Enter}");
  expect(screen.getByRole("tabpanel", { name: "Week" })).toBeInTheDocument();
});
