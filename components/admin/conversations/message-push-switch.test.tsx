// "Push me new messages" (docs/product/conversations.md#being-told-of-a-new-message): off by
// default; turning it on saves it for the coach and says whether a device gets the pushes.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MESSAGE_PUSH_HINTS, MessagePushSwitch } from "@/components/admin/conversations/message-push-switch";
import { apiWrite } from "@/lib/client/api";
import { messagePushKey } from "@/lib/client/use-inbox";
import { renderWithData } from "@/tests/support/render-with-data";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

it("is off by default; on, it says whether a device of the coach gets pushes", async () => {
  renderWithData(<MessagePushSwitch />, [[messagePushKey, { on: false, devices: 0 }]]);
  const toggle = screen.getByRole("switch", { name: "Push me new messages" });
  expect(toggle).not.toBeChecked();
  expect(screen.getByText(MESSAGE_PUSH_HINTS.off)).toBeInTheDocument();
  jest.mocked(apiWrite).mockResolvedValueOnce({ on: true, devices: 0 });
  await userEvent.click(toggle);
  expect(apiWrite).toHaveBeenCalledWith("PUT", "/api/admin/conversations/push-preference", { on: true });
  await waitFor(() => expect(toggle).toBeChecked());
  expect(screen.getByText(MESSAGE_PUSH_HINTS.noDevice)).toBeInTheDocument();
  jest.mocked(apiWrite).mockResolvedValueOnce({ on: false, devices: 1 });
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(apiWrite).toHaveBeenLastCalledWith("PUT", "/api/admin/conversations/push-preference", { on: false });
});
