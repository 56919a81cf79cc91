// Types of client-address.mjs (the address rule shared by the custom server and the app).
type Env = Record<string, string | undefined>;
type NodeHeaders = Record<string, string | string[] | undefined>;

export const MAX_TRUST_PROXY_HOPS: number;
export function trustProxyHops(env?: Env): number;
export function normaliseAddress(value: unknown): string;
export function forwardedFor(incoming: string | string[] | null | undefined, peer: string | null | undefined, hops: number): string;
export function clientAddress(forwardedForHeader: string | string[] | null | undefined, hops: number): string;
export function applyPeerAddress<T extends NodeHeaders>(headers: T, peer: string | null | undefined, hops: number): T;
export function requestClientAddress(headers: { get(name: string): string | null }, env?: Env): string;
