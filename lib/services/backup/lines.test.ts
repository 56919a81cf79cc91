// readLines: whole UTF-8 lines whatever the chunking, the last line without "\n", and the stream's
// error (a truncated gzip) thrown to the reader.
import { Readable } from "node:stream";
import { gzipSync, createGunzip } from "node:zlib";
import { readLines } from "@/lib/services/backup/lines";

async function all(stream: Readable) {
  const out: string[] = [];
  for await (const line of readLines(stream)) out.push(line);
  return out;
}

it("keeps a character split across chunks whole", async () => {
  const bytes = Buffer.from("Grüße 🎯\nzweite\n\\.\nlast");
  // One byte per chunk: every multi-byte character is split.
  const chunks = [...bytes].map((b) => Buffer.from([b]));
  expect(await all(Readable.from(chunks))).toEqual(["Grüße 🎯", "zweite", "\\.", "last"]);
});

it("gives an empty line for an empty row and nothing after a final newline", async () => {
  expect(await all(Readable.from([Buffer.from("a\n\nb\n")]))).toEqual(["a", "", "b"]);
});

it("throws the gzip error of a truncated file", async () => {
  const gz = gzipSync(Buffer.from("x\n".repeat(10_000)));
  const cut = Readable.from([gz.subarray(0, gz.length - 20)]).pipe(createGunzip());
  await expect(all(cut)).rejects.toThrow(/unexpected end of file/);
});
