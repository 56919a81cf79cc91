// Without zod: the settings dialog (in the signed-in header) reads these, and zod stays out of the
// first-load script (docs/decisions.md "Loaded when used, not with the page"). lib/schemas/push re-exports them.
/** The push messages of docs/product/notifications.md#push-messages: the server answers with some of them, the settings dialog shows them all. */
export const PUSH_MESSAGES = {
  unsupported: "Push notifications are not supported in your browser.",
  noKey: "Public key not available",
  noSubscription: "No subscription found",
  denied: "Permission denied",
  deniedHint: "You need to allow notifications in your browser settings",
  enableFailed: "Failed to enable notifications",
  disableFailed: "Failed to disable notifications",
  testFailed: "Failed to send test notification",
  enabled: "Notifications enabled",
  disabled: "Notifications disabled",
  testSent: "Test notification sent",
} as const;
