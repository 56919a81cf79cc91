// CSV as RFC 4180 writes it: comma separated, CRLF line ends, fields quoted when they hold a
// comma, quote, CR or LF (quotes doubled). null and undefined are empty; objects are JSON.
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
