// The bare Next page's layout (scripts/lib/perf-baseline.mjs): no font, no stylesheet, no providers.
export const metadata = { title: "Bare Next page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
