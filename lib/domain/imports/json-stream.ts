// Streaming JSON for the imports (docs/product/imports.md): values at the given paths are yielded as
// the bytes arrive (@streamparser/json, keepStack off), so a 50 MB export is never held whole. A file
// that is not JSON, or ends early, is an ImportFileError naming the line and the entry it broke in.
import { JSONParser } from "@streamparser/json";
import { ImportFileError } from "@/lib/domain/imports/types";

export type JsonValue = { path: string; key: string | number | undefined; value: unknown };

const NEWLINE = 10;

function countLines(bytes: Uint8Array, upTo = bytes.length): number {
  let n = 0;
  for (let i = 0; i < Math.min(upTo, bytes.length); i++) if (bytes[i] === NEWLINE) n++;
  return n;
}

/**
 * The values at `paths` ("$.entries.*"), each with the path of its parent ("$.entries") and its key.
 * `what` names the file in messages ("Day One export").
 */
export async function* jsonValues(input: AsyncIterable<Uint8Array>, paths: string[], what: string): AsyncGenerator<JsonValue> {
  const parser = new JSONParser({ paths, keepStack: false });
  let ready: JsonValue[] = [];
  let failure: Error | null = null;
  let emitted = 0;
  let line = 1;
  let offset = 0;
  let sawByte = false;
  parser.onValue = ({ value, key, stack }) => {
    const path = ["$", ...stack.slice(1).map((s) => String(s.key))].join(".");
    ready.push({ path, key, value });
  };
  parser.onError = (error) => {
    failure ??= error;
  };
  const where = () => `line ${line}${emitted ? `, after entry ${emitted}` : ""}`;
  for await (const chunk of input) {
    if (!chunk.length) continue;
    if (!sawByte) {
      sawByte = true;
      if (chunk[0] === 0x50 && chunk[1] === 0x4b) throw new ImportFileError(`This is a zip file, not the ${what}: unzip it and choose the JSON file inside.`);
    }
    if (parser.isEnded) {
      if (chunk.every((b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09)) continue;
      throw new ImportFileError(`The ${what} has more after its end (${where()}).`);
    }
    parser.write(chunk);
    if (failure) {
      const at = /position "?(\d+)"?/.exec((failure as Error).message);
      const inChunk = at ? Number(at[1]) - offset : chunk.length;
      line += countLines(chunk, inChunk);
      throw new ImportFileError(`The ${what} is not valid JSON at ${where()}.`);
    }
    line += countLines(chunk);
    offset += chunk.length;
    for (const value of ready) {
      emitted++;
      yield value;
    }
    ready = [];
  }
  if (!sawByte) throw new ImportFileError(`The file is empty: choose the ${what}.`);
  if (!parser.isEnded) throw new ImportFileError(`The ${what} ends too early (${where()}): the file is cut short.`);
}
