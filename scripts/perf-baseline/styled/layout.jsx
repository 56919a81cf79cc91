// The bare Next page's layout with Reach's stylesheet and font (`npm run perf -- --styled-baseline`,
// scripts/lib/perf-baseline.mjs): the same heading and paragraph, with the stylesheets a member
// screen links (copied from the running build into ./reach.css) and the Latin Geist face preloaded
// with app/fonts.ts's options. What any screen of Reach costs before its own markup, data and code.
import localFont from "next/font/local";
import "./reach.css";

const geist = localFont({ src: "./geist-latin.woff2", variable: "--font-geist-sans", weight: "400 900", display: "optional", adjustFontFallback: false });

export const metadata = { title: "Bare Next page with Reach's stylesheet and font" };

export default function RootLayout({ children }) {
  return (
    <html lang="en" className={geist.variable}>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
