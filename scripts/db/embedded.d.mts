export declare const EMBEDDED_PORT: number;
export declare function embeddedUrl(database?: string, port?: number): string;
export declare function startEmbedded(opts?: { dir?: string; port?: number; database?: string; quiet?: boolean }): Promise<{
  url: string;
  started: boolean;
  stop: () => Promise<void>;
}>;
