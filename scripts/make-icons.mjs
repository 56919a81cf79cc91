// Draws the app icons of the manifest (docs/decisions.md "Offline") from the brand mark, public/favicon.svg.
// Run by hand when the mark changes (`node scripts/make-icons.mjs`); the PNGs are checked in, so a build
// needs neither sharp nor the network. Sizes: what Chromium (192, 512, maskable), Windows and Android
// launchers (144, 384), iOS (180, apple-touch-icon) and the notification badge (96) ask for.
import { readFile, mkdir } from "node:fs/promises";
import sharp from "sharp";

const mark = await readFile(new URL("../public/favicon.svg", import.meta.url));
const out = new URL("../public/icons/", import.meta.url);
await mkdir(out, { recursive: true });

/** The mark at `size`, edge to edge (its own rounded square). */
async function any(size, name) {
  await sharp(mark, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(name, out).pathname);
}

/** The mark inside the maskable safe zone (80 % circle): brand red to the edges, the mark at 70 %. */
async function maskable(size, name) {
  const inner = Math.round(size * 0.7);
  const drawn = await sharp(mark, { density: Math.ceil((72 * inner) / 64) }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: "#990000" } })
    .composite([{ input: drawn, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
}

/** The notification badge: the mark's shape in white on transparent (Android draws badges as a mask). */
async function badge(size, name) {
  const svg = mark.toString().replace(/fill="#990000"/, 'fill="none"').replace(/#FFCC00|#ffffff/gi, "#ffffff");
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) }).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(name, out).pathname);
}

for (const size of [144, 192, 384, 512]) await any(size, `icon-${size}.png`);
await maskable(192, "maskable-192.png");
await maskable(512, "maskable-512.png");
await maskable(180, "apple-touch-icon.png"); // iOS draws no transparency: full-bleed like the maskable one
await badge(96, "badge-96.png");
console.log("icons written to public/icons");
