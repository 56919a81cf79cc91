// The import card (docs/product/imports.md#profile): a failed file says why and that nothing was
// written; a preview lists the additions per day and the skipped reasons, and Import confirms it.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ImportCard, countsText } from "@/components/profile/import-card";
import { makeQueryClient } from "@/lib/client/query-client";
import type { ImportDto } from "@/lib/schemas/imports";
import { freshFetchMock, jsonResponse as json } from "@/tests/support/fetch-mock";

jest.mock("@/lib/client/toast", () => ({ notify: jest.fn(), toast: jest.fn(() => ({ id: "1", dismiss: jest.fn(), update: jest.fn() })) }));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = freshFetchMock();
});
const renderCard = () => render(<QueryClientProvider client={makeQueryClient()}><ImportCard /></QueryClientProvider>);
const base: ImportDto = { id: 5, kind: "loop", fileName: "Checkmarks.csv", status: "preview", progress: 100, error: null, written: 0, preview: null };

it("says counts in words", () => {
  expect(countsText({ task: 1, learned: 0, accomplished: 2, note: 0 })).toBe("1 task, 2 accomplished items");
  expect(countsText({ task: 0, learned: 0, accomplished: 0, note: 0 })).toBe("nothing");
});

it("a failed file names the reason and that nothing was written", async () => {
  fetchMock.mockResolvedValue(json({ import: { ...base, status: "failed", error: 'Line 3: "x" is not a date (YYYY-MM-DD).' } }));
  renderCard();
  expect(await screen.findByRole("alert")).toHaveTextContent('Checkmarks.csv could not be imported: Line 3: "x" is not a date (YYYY-MM-DD). Nothing was written.');
  expect(screen.getByRole("button", { name: "Choose another file" })).toBeEnabled();
});

it("shows the preview per day with the skipped reasons, and Import confirms it", async () => {
  const preview = {
    add: { task: 2, learned: 0, accomplished: 0, note: 1 },
    skipped: [{ reason: "Skipped in Loop", count: 1, examples: [{ date: "2026-11-04", text: "Floss" }] }],
    days: [
      { date: "2026-11-05", add: { task: 1, learned: 0, accomplished: 0, note: 1 }, skipped: 0 },
      { date: "2026-11-04", add: { task: 1, learned: 0, accomplished: 0, note: 0 }, skipped: 1 },
    ],
    moreDays: false,
  };
  fetchMock.mockResolvedValueOnce(json({ import: { ...base, preview } }));
  renderCard();
  expect(await screen.findByTestId("import-preview")).toHaveTextContent("Will add: 2 tasks, 1 note, from Checkmarks.csv. No points, badges or streak are given for past days.");
  expect(screen.getByRole("row", { name: /2026-11-05/ })).toHaveTextContent("1 task, 1 note");
  expect(screen.getByText(/Skipped in Loop/)).toHaveTextContent('Skipped in Loop: 1 (e.g. 2026-11-04 "Floss")');
  fetchMock.mockResolvedValue(json({ ...base, status: "writing", progress: 0 }));
  await userEvent.click(screen.getByRole("button", { name: "Import" }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).startsWith("/api/imports/5/confirm") && init.method === "POST")).toBe(true));
  expect(await screen.findByRole("status")).toHaveTextContent("Importing Checkmarks.csv... 0%");
});

it("keeps an app and a file chosen in the page's HTML before the card hydrated", async () => {
  const { renderToString } = await import("react-dom/server");
  const { act } = await import("react");
  const { hydrateRoot } = await import("react-dom/client");
  fetchMock.mockResolvedValue(json({ import: null }));
  const card = () => (
    <QueryClientProvider client={makeQueryClient()}>
      <ImportCard />
    </QueryClientProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(card());
  document.body.appendChild(container);
  // The member chooses before React owns the fields: no change event reaches React.
  const select = container.querySelector<HTMLSelectElement>("#import-kind")!;
  select.value = "loop";
  const input = container.querySelector<HTMLInputElement>("#import-file")!;
  Object.defineProperty(input, "files", { value: [new File(["Date,Floss\n"], "Checkmarks.csv", { type: "text/csv" })] });
  expect(screen.getByRole("button", { name: "Read the file" })).toBeDisabled();
  await act(async () => {
    hydrateRoot(container, card());
  });
  expect(screen.getByRole("button", { name: "Read the file" })).toBeEnabled();
  expect(screen.getByText("Choose Checkmarks.csv from Loop's export (up to 50 MB).")).toBeInTheDocument();
  container.remove();
});
