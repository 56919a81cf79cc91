// CSV as RFC 4180 writes it: comma separated, CRLF line ends, fields quoted when they hold a
// comma, quote, CR or LF (quotes doubled). null and undefined are empty; objects are JSON.
// Formula injection (docs/decisions.md "CSV files"): a text cell that starts with =, +, -, @, tab or
// carriage return would run as a formula in a spreadsheet, so it gets a leading single quote (OWASP's
// rule). Numbers are written as numbers (a negative points value stays -10).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (typeof value !== "number" && typeof value !== "bigint" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
