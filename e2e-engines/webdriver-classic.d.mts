// Types of webdriver-classic.mjs (read by webdriver-classic.test.ts).
export const KEYS: { Enter: string; Escape: string };
export class WebDriverError extends Error {}
export class WebDriverSession {
  static create(server: string, capabilities: Record<string, unknown>): Promise<WebDriverSession>;
  constructor(server: string, id: string, capabilities?: Record<string, unknown>);
  server: string;
  id: string;
  capabilities: Record<string, unknown>;
  navigate(url: string): Promise<unknown>;
  refresh(): Promise<unknown>;
  setWindowRect(rect: { x?: number; y?: number; width: number; height: number }): Promise<unknown>;
  find(css: string): Promise<string>;
  click(css: string): Promise<void>;
  type(css: string, text: string): Promise<void>;
  press(key: string): Promise<void>;
  execute<T>(fn: (...args: never[]) => T, args?: unknown[]): Promise<T>;
  screenshot(): Promise<Buffer>;
  quit(): Promise<unknown>;
}
