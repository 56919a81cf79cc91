// The app's fonts (docs/decisions.md "Fonts": every preloaded byte is on the dashboard's simulated LCP path).
// - Geist (sans) is split in two faces of one stack, chosen by the browser per character:
//   `geistLatin` (app/fonts/geist-latin.woff2, 20 kB instead of the full 70 kB) covers the Latin
//   range every screen's own text uses and is the only font preloaded; `geistRest` is the full
//   Geist file with the unicode-range of the glyphs it has beyond that subset (Latin Extended,
//   Greek, Cyrillic, arrows...), downloaded only when a member's text holds one of them. So every
//   character renders in the same Geist glyph as before. The latin face has no fallback face of its
//   own (it would catch the other characters first); the rest face carries the size-adjusted Arial
//   fallback next/font computes from the full file (the one used before the fonts arrive).
//   geist-latin.woff2 is made by scripts/make-font.mjs (its recipe and why); the two
//   unicode-ranges below are that script's subset and the full file's cmap minus it.
// - Geist Mono is declared but not preloaded: no screen uses font-mono today, so it is never fetched.
import localFont from "next/font/local";

export const geistLatin = localFont({
  src: "./fonts/geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 900",
  // Preloaded and "optional": the first paint waits for it a moment (about 100 ms) and never swaps
  // it in later, so no text moves when it arrives (a late swap rewrapped /profile's picture
  // buttons and moved the form below: CLS 0.07). On a connection too slow for that, the page keeps
  // the fallback until the next load, when the font comes from the cache.
  display: "optional",
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

// The 404 page's face (docs/decisions.md "The 404 page's font"): the same file as geistLatin, shown
// with "swap". Next's font preload does not reach the 404 answer, so the "optional" face is not
// there in time on a first visit and would leave the page in the fallback font; there, a late swap
// is the lesser evil. Not preloaded: only app/not-found.tsx uses it.
export const geistLatinSwap = localFont({
  src: "./fonts/geist-latin.woff2",
  weight: "400 900",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

export const geistRest = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-rest",
  weight: "100 900",
  preload: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+100-113, U+116-12B, U+12E-130, U+132-137, U+139-13E, U+141-148, U+14A-14D, U+150-151, U+154-17E, U+18F, U+192, U+1A0-1A1, U+1AF-1B0, U+1CD-1CE, U+1E4-1E9, U+218-21B, U+237, U+259, U+2B9, U+2C7-2C8, U+2D8-2D9, U+2DB, U+2DD, U+300-303, U+306-307, U+309-30C, U+312, U+31B, U+323, U+326-328, U+335-338, U+39B, U+3A9, U+3BB-3BC, U+3C0, U+400-45F, U+462-463, U+46A-46B, U+472-475, U+490-493, U+496-497, U+49A-49B, U+4A2-4A3, U+4AE-4B3, U+4B6-4B7, U+4BA-4BB, U+4C0, U+4CF, U+4D8-4D9, U+4E2-4E3, U+4E8-4E9, U+4EE-4EF, U+E3F, U+1E20-1E21, U+1E80-1E85, U+1E9E, U+1EA0-1EF9, U+2070, U+2074-2079, U+2080-2089, U+20AA, U+20B1, U+20B4, U+20B9, U+20BD, U+2116-2117, U+2126, U+2153-2155, U+215B-215E, U+2190, U+2192, U+2194-2199, U+219D, U+21A9-21AA, U+21B0-21B1, U+21B3-21B5, U+21E4-21E5, U+21E7, U+2202, U+2206, U+220F, U+2211, U+221A, U+221E, U+222B, U+2236, U+2248, U+2260, U+2264-2265, U+2460-2468, U+24EA, U+24FF, U+25B2-25B3, U+25B6-25B7, U+25BC-25BD, U+25C0-25C1, U+25CA-25CC, U+25CF, U+2639-263A, U+2776-277E, U+3003, U+301C, U+A78B-A78C, U+F8FF, U+FB01-FB02",
    },
  ],
});

export const geistMono = localFont({
  src: "../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "SFMono-Regular", "Roboto Mono", "Menlo", "Monaco", "Liberation Mono", "DejaVu Sans Mono", "Courier New", "monospace"],
});
