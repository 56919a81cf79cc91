// A modal menu makes the page behind it inert while open (docs/decisions.md "Open menus hide the
// page"); a non-modal one leaves it usable; closing gives the page back.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

function Page({ modal }: { modal?: boolean }) {
  return (
    <main>
      <button type="button">Elsewhere</button>
      <DropdownMenu modal={modal}>
        <DropdownMenuTrigger>Open</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Next Actions</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </main>
  );
}

async function open() {
  const trigger = screen.getByRole("button", { name: "Open" });
  await act(async () => {
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "Enter" });
  });
  return screen.findByRole("menu");
}

it("a modal menu makes the rest of the page inert until it closes", async () => {
  render(<Page />);
  const menu = await open();
  const inert = [...document.querySelectorAll("body > [inert]")];
  expect(inert.length).toBeGreaterThan(0);
  expect(inert.some((el) => el.contains(screen.getByRole("button", { name: "Elsewhere", hidden: true })))).toBe(true);
  expect(inert.some((el) => el.contains(menu))).toBe(false);
  await act(async () => {
    fireEvent.keyDown(menu, { key: "Escape" });
  });
  expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  expect(document.querySelectorAll("[inert]")).toHaveLength(0);
});

it("a non-modal menu leaves the page usable", async () => {
  render(<Page modal={false} />);
  await open();
  expect(document.querySelectorAll("[inert]")).toHaveLength(0);
});
