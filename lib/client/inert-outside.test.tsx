import { inertOutside } from "@/lib/client/inert-outside";

afterEach(() => document.body.replaceChildren());

function page() {
  const app = document.body.appendChild(document.createElement("div"));
  const toasts = document.body.appendChild(document.createElement("section"));
  const portal = document.body.appendChild(document.createElement("div"));
  const menu = portal.appendChild(document.createElement("div"));
  return { app, toasts, portal, menu };
}

it("makes everything outside the overlay inert while it is mounted, and gives it back", () => {
  const { app, toasts, portal, menu } = page();
  const release = inertOutside(menu)!;
  expect([app.inert || app.hasAttribute("inert"), toasts.hasAttribute("inert"), portal.hasAttribute("inert")]).toEqual([true, true, false]);
  release();
  expect(document.querySelectorAll("[inert]")).toHaveLength(0);
});

it("leaves what was inert before as it was, and counts overlapping overlays", () => {
  const { app, toasts, menu } = page();
  toasts.setAttribute("inert", "");
  const dialog = document.body.appendChild(document.createElement("div"));
  const releaseDialog = inertOutside(dialog)!;
  const releaseMenu = inertOutside(menu)!;
  expect(dialog.hasAttribute("inert")).toBe(true);
  releaseDialog();
  // The menu still covers the app.
  expect(app.hasAttribute("inert")).toBe(true);
  releaseMenu();
  expect(app.hasAttribute("inert")).toBe(false);
  expect(dialog.hasAttribute("inert")).toBe(false);
  expect(toasts.hasAttribute("inert")).toBe(true);
  expect(inertOutside(null)).toBeUndefined();
});
