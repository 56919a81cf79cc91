// A whole number with thousands separators, as `toLocaleString("en-US")` writes it ("12,345"),
// without Intl: the page's first Intl number format loads ICU's number data, a task of about
// 100 ms at Lighthouse's 4x CPU, and the header's points pill is on every screen's first load
// (docs/decisions.md "The header's points without Intl").
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${grouped}` : grouped;
}
