import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

test("a trigger opens the question once its chunk arrives; the cancel button has focus; confirming runs and closes", async () => {
  const onConfirm = jest.fn();
  render(<ConfirmDialog trigger={<Button>Remove</Button>} title="Remove it?" description="It is gone for good." cancelLabel="Keep it" confirmLabel="Remove" destructive onConfirm={onConfirm} />);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Remove" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Remove it?" });
  expect(dialog).toHaveTextContent("It is gone for good.");
  await waitFor(() => expect(screen.getByRole("button", { name: "Keep it" })).toHaveFocus());
  fireEvent.click(buttonIn(dialog, "Remove"));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await act(async () => {});
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
});

function buttonIn(dialog: HTMLElement, name: string): HTMLElement {
  const button = [...dialog.querySelectorAll("button")].find((b) => b.textContent === name);
  if (!button) throw new Error(`no ${name} button in the dialog`);
  return button;
}

function Pending({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? "open" : "closed"}</span>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete User?" description="Cannot be undone." confirmLabel="Deleting..." pending onConfirm={onConfirm} />
    </>
  );
}

test("while pending both buttons are disabled and Escape does not close it", async () => {
  render(<Pending onConfirm={jest.fn()} />);
  const dialog = await screen.findByRole("alertdialog", { name: "Delete User?" });
  expect(buttonIn(dialog, "Cancel")).toBeDisabled();
  expect(buttonIn(dialog, "Deleting...")).toBeDisabled();
  fireEvent.keyDown(dialog, { key: "Escape" });
  await act(async () => {});
  expect(screen.getByTestId("state")).toHaveTextContent("open");
  expect(screen.getByRole("alertdialog")).toBeInTheDocument();
});

test("buttonsOnly: Escape does nothing; the cancel button runs onCancel; focusConfirm focuses the confirm button", async () => {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  render(<ConfirmDialog open buttonsOnly focusConfirm title="Session Expiring Soon" description="Soon." cancelLabel="Logout Now" onCancel={onCancel} confirmLabel="Continue Session" onConfirm={onConfirm} />);
  const dialog = await screen.findByRole("alertdialog", { name: "Session Expiring Soon" });
  await waitFor(() => expect(buttonIn(dialog, "Continue Session")).toHaveFocus());
  fireEvent.keyDown(dialog, { key: "Escape" });
  await act(async () => {});
  expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  fireEvent.click(buttonIn(dialog, "Logout Now"));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});
