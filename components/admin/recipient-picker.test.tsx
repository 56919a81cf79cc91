import { configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { pathQueryFn } from "@/lib/client/query-client";
import { RecipientPicker } from "@/components/admin/recipient-picker";
import { EMPTY_SEND_FORM, type SendForm } from "@/components/admin/admin-rules";
import { RECIPIENT_MATCHES } from "@/lib/client/use-admin-users";
import { adminUser, fakeAdminUsersServer } from "@/tests/support/admin-users-server";

// Rendering 50 rows and waiting out the search pause: roomy limits for a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });


const users = [adminUser(1, "boss", true), adminUser(2, "alice"), adminUser(3, "Alan"), adminUser(4, "carol"), ...Array.from({ length: 40 }, (_, i) => adminUser(i + 5, `zed${i + 5}`))];

function Harness({ mode }: { mode: SendForm["mode"] }) {
  const [state, setState] = useState<SendForm>({ ...EMPTY_SEND_FORM, mode });
  return <RecipientPicker form={state} onChange={(patch) => setState((prev) => ({ ...prev, ...patch }))} />;
}
function renderPicker(mode: SendForm["mode"]) {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: pathQueryFn, retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness mode={mode} />
    </QueryClientProvider>,
  );
}
const listed = () => screen.getByRole("list", { name: "Recipients list" }).querySelectorAll("li label");
const names = () => [...listed()].map((l) => l.textContent);

describe("Multiple Users recipients", () => {
  it("lists the server's newest matches, never every member, and searches as the admin types (debounced)", async () => {
    const server = fakeAdminUsersServer(users);
    renderPicker("multiple");
    await waitFor(() => expect(listed()).toHaveLength(RECIPIENT_MATCHES));
    expect(server.reads()).toEqual([{ limit: String(RECIPIENT_MATCHES) }]);
    for (const text of ["a", "al"]) fireEvent.change(screen.getByLabelText("Search recipients"), { target: { value: text } });
    await waitFor(() => expect(names()).toEqual(["Alan", "alice"]));
    expect(server.reads().slice(1)).toEqual([{ limit: String(RECIPIENT_MATCHES), q: "al" }]);
  });

  it("chosen members stay chosen (and listed) across searches; Select All / Deselect All act on the matches", async () => {
    fakeAdminUsersServer(users);
    renderPicker("multiple");
    const box = screen.getByLabelText("Search recipients");
    fireEvent.change(box, { target: { value: "ALI" } });
    await waitFor(() => expect(names()).toEqual(["alice"]));
    fireEvent.click(screen.getByLabelText("alice"));
    fireEvent.change(box, { target: { value: "car" } });
    await waitFor(() => expect(names()).toEqual(["alice", "carol"]));
    expect(screen.getByLabelText("alice")).toBeChecked();
    fireEvent.click(screen.getByLabelText("carol"));
    expect(screen.getByText("2 users selected")).toBeInTheDocument();
    fireEvent.change(box, { target: { value: "zed1" } });
    await waitFor(() => expect(names()).toContain("zed19"));
    fireEvent.click(screen.getByRole("button", { name: "Select All" }));
    expect(screen.getByText("12 users selected")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Deselect All" }));
    expect(screen.getByText("2 users selected")).toBeInTheDocument();
    expect(screen.getByLabelText("alice")).toBeChecked();
    expect(screen.getByLabelText("carol")).toBeChecked();
  });
});

test("Single User is a select (placeholder 'Select a user') over the matches; All Users counts on the server", async () => {
  fakeAdminUsersServer(users);
  const { rerender } = renderPicker("single");
  fireEvent.change(screen.getByLabelText("Search recipients"), { target: { value: "carol" } });
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Recipient" })).toBeInTheDocument());
  expect(screen.getByText("Select a user")).toBeInTheDocument();
  rerender(<></>);
  renderPicker("all");
  expect(await screen.findByText("This notification will be sent to all 44 users.")).toBeInTheDocument();
});
