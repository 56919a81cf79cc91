// Types of brotli-assets.mjs (read by its jest test).
import type { IncomingMessage, ServerResponse } from "node:http";

export function precompress(distDir: string): Promise<{ files: number; before: number; after: number }>;
export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function brotliAssets(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean;
