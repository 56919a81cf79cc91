/** The browser's IANA zone ("UTC" when it names none), saved on the member at registration and login (docs/product/journal-and-reset.md#days-and-time-zones). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
