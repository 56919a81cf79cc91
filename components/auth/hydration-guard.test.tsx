// The sign-in forms' buttons in the server's HTML (docs/decisions.md "Buttons wait for hydration"):
// disabled until React owns them, so a press before hydration neither sends a form natively (its
// fields in the address) nor falls on a button with no handler; enabled once hydrated.
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen } from "@testing-library/react";
import { SubmitButton } from "@/components/auth/form-fields";
import { IdentitySignInButton } from "@/components/auth/identity-sign-in";

async function serverThenHydrated(ui: React.ReactElement, name: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  expect(screen.getByRole("button", { name })).toBeDisabled();
  await act(async () => {
    hydrateRoot(container, ui);
  });
  expect(screen.getByRole("button", { name })).toBeEnabled();
  container.remove();
}

it("a form's submit button is disabled in the server's HTML and enabled once hydrated", async () => {
  await serverThenHydrated(
    <form>
      <SubmitButton pending={false} label="Verify" pendingLabel="Verifying..." />
    </form>,
    "Verify",
  );
});

it("the identity provider's button is disabled in the server's HTML and enabled once hydrated", async () => {
  await serverThenHydrated(<IdentitySignInButton provider="School ID" />, "Sign in with School ID");
});
