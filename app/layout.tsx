import type { Metadata, Viewport } from "next";
import { geistLatin, geistMono, geistRest } from "@/app/fonts";
import { themeInitScript } from "@/components/shell/theme-script";
import { Providers } from "@/app/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Reach", template: "%s · Reach" },
  description: "Reach your goals: SMART goals, a daily journal, mindset exercises, points, streaks and badges.",
  applicationName: "Reach",
  icons: { icon: "/favicon.svg", apple: "/icons/apple-touch-icon.png" },
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#990000" },
    { media: "(prefers-color-scheme: dark)", color: "#1c1414" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script sets `dark` on <html> before React hydrates, hence suppressHydrationWarning.
    <html lang="en" suppressHydrationWarning className={`${geistLatin.variable} ${geistRest.variable} ${geistMono.variable}`}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="min-h-dvh font-sans">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
