import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/lazy-dialog";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/lazy-popover";


function Example() {
  return (
    <Dialog>
      <DialogTrigger>Open it</DialogTrigger>
      <DialogContent>
        <DialogTitle>Lazy title</DialogTitle>
        <DialogDescription>Loaded on first open</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

test("nothing of the content renders before the first open; the trigger says it opens a dialog", () => {
  render(<Example />);
  const trigger = screen.getByRole("button", { name: "Open it" });
  expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  expect(trigger).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});

test("the first click opens it once its chunk arrives; Escape closes it and focus returns to the trigger", async () => {
  render(<Example />);
  const trigger = screen.getByRole("button", { name: "Open it" });
  trigger.focus();
  fireEvent.click(trigger);
  expect(trigger).toHaveAttribute("aria-expanded", "true");
  const dialog = await screen.findByRole("dialog", { name: "Lazy title" });
  expect(dialog).toHaveTextContent("Loaded on first open");
  fireEvent.keyDown(dialog, { key: "Escape" });
  await act(async () => {});
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus()); // Radix moves focus a task after closing
  expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test("a controlled popover opens from its trigger and a press on the trigger closes it (not a press outside)", async () => {
  const changes: boolean[] = [];
  function Controlled() {
    return (
      <Popover onOpenChange={(open) => changes.push(open)}>
        <PopoverTrigger>Bell</PopoverTrigger>
        <PopoverContent data-testid="panel">Inbox</PopoverContent>
      </Popover>
    );
  }
  render(<Controlled />);
  const trigger = screen.getByRole("button", { name: "Bell" });
  fireEvent.pointerEnter(trigger);
  fireEvent.click(trigger);
  expect(await screen.findByTestId("panel")).toHaveTextContent("Inbox");
  fireEvent.pointerDown(trigger);
  fireEvent.click(trigger);
  await act(async () => {});
  expect(changes).toEqual([true, false]);
  expect(screen.queryByTestId("panel")).not.toBeInTheDocument();
});
