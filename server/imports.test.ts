// The runtime runs unbuilt, as plain Node: a relative import that names a moved or renamed file
// would only fail when `npm start` loads it. Every relative import of server/*.mjs, and of the
// scripts that start it, names a file that exists.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const FILES = ["server", "scripts", "scripts/lib", "scripts/db", "e2e-engines"].flatMap((dir) =>
  fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith(".mjs")).map((f) => `${dir}/${f}`),
);

it("every relative import of the runtime and its launchers exists", () => {
  const missing = FILES.flatMap((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)]
      .map((m) => m[1])
      .filter((specifier) => !fs.existsSync(path.resolve(ROOT, path.dirname(file), specifier)))
      .map((specifier) => `${file} -> ${specifier}`);
  });
  expect(FILES.length).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});
