// Tailwind 4 reads this through `@config` in app/globals.css. Brand tokens live here and in the
// CSS variables of globals.css (which also carry the dark theme).
import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        cardinal: { DEFAULT: "#990000", 50: "#fdf2f2", 100: "#fbe3e3", 600: "#b30000", 700: "#990000", 800: "#7a0000", 900: "#5c0000" },
        // gold-700 is the gold for text on light backgrounds: #8a6d00 gives 4.9:1 on white (the
        // old #cc9f00 gave 2.46:1, axe color-contrast; docs/product/shell-and-sign-in.md#the-shell).
        gold: { DEFAULT: "#FFCC00", 100: "#fff6cc", 300: "#ffe066", 500: "#FFCC00", 700: "#8a6d00" },
      },
    },
  },
};

export default config;
