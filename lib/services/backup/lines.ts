// The lines of a byte stream (without their "\n"), decoded as UTF-8 whole lines, so a character
// split across chunks stays whole; the stream's error (a truncated gzip) reaches the reader.
import type { Readable } from "node:stream";

export async function* readLines(stream: Readable): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of stream) {
    let buf: Buffer = rest.length ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl >= 0; nl = buf.indexOf(10, start)) {
      yield buf.toString("utf8", start, nl);
      start = nl + 1;
    }
    rest = buf.subarray(start);
    buf = rest;
  }
  if (rest.length) yield rest.toString("utf8");
}
