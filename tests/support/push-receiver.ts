// A local push service for the test suite. Tests create real subscription key pairs (ECDH P-256 +
// 16 random auth bytes), subscribe with http://127.0.0.1:<port>/push/<id>, and the receiver
// checks the VAPID signature and decrypts what the server sent (RFC 8291 / RFC 8188 aes128gcm)
// with the subscription's private key, exactly as a browser would.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";

export type ReceivedPush = {
  /** The decrypted payload, parsed as JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect payloads freely
  payload: any;
  ttl: string | null;
  /** The VAPID JWT's claims, after its ES256 signature was checked against the k= key. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
};

export type TestSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Status the receiver answers with (201, or 404/410 for an expired subscription); may be changed. */
  status: number;
  /** Retry-After header sent with a status of 300 or more (429/503). */
  retryAfter?: string;
  /** Milliseconds the receiver waits before it answers (a slow push service). */
  delayMs?: number;
  received: ReceivedPush[];
  /** Requests that reached the receiver, whatever it answered. */
  hits: number;
};

export type PushReceiver = {
  origin: string;
  subscription(opts?: { status?: number; retryAfter?: string; delayMs?: number }): TestSubscription;
  /** Resolves when `sub` has received `count` messages (or rejects after `timeoutMs`). */
  waitFor(sub: TestSubscription, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

const b64url = (buf: Buffer) => buf.toString("base64url");

/** HKDF-SHA-256 (extract + expand). */
const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291 section 3.4 + RFC 8188: decrypt an aes128gcm body for the subscription (ecdh, auth). */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLen = body[20];
  const asPublic = body.subarray(21, 21 + idLen);
  const uaPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const authInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hkdf(ecdhSecret, authSecret, authInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);
  const records = body.subarray(21 + idLen);
  const out: Buffer[] = [];
  for (let seq = 0, offset = 0; offset < records.length; seq++, offset += rs) {
    const record = records.subarray(offset, Math.min(offset + rs, records.length));
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: data || delimiter (0x02 last record, 0x01 others) || zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = offset + rs >= records.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error("bad padding delimiter");
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) and returns its claims. */
function checkVapid(header: string | undefined): ReceivedPush["vapid"] {
  const match = header?.match(/^vapid t=([^,\s]+),\s*k=([^,\s]+)$/);
  if (!match) throw new Error(`bad Authorization header: ${header}`);
  const [, jwt, k] = match;
  const [head, claims, signature] = jwt.split(".");
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: "jwk" });
  const ok = verify("sha256", Buffer.from(`${head}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("VAPID signature does not verify");
  return { ...JSON.parse(Buffer.from(claims, "base64url").toString()), publicKey: k };
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const subs = new Map<string, { sub: TestSubscription; ecdh: ECDH; auth: Buffer }>();
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const entry = subs.get(req.url?.replace(/^\/push\//, "") ?? "");
      if (!entry || req.method !== "POST") return void res.writeHead(404).end();
      entry.sub.hits++;
      if (entry.sub.delayMs) return void setTimeout(() => answer(entry, chunks, req, res), entry.sub.delayMs);
      answer(entry, chunks, req, res);
    });
  });
  const answer = (entry: { sub: TestSubscription; ecdh: ECDH; auth: Buffer }, chunks: Buffer[], req: IncomingMessage, res: ServerResponse) => {
      if (entry.sub.status >= 300) return void res.writeHead(entry.sub.status, entry.sub.retryAfter ? { "Retry-After": entry.sub.retryAfter } : {}).end();
      try {
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${req.headers["content-encoding"]}`);
        const vapid = checkVapid(req.headers.authorization);
        const plain = decryptAes128gcm(Buffer.concat(chunks), entry.ecdh, entry.auth);
        entry.sub.received.push({ payload: JSON.parse(plain.toString("utf8")), ttl: req.headers.ttl as string | null, vapid });
        res.writeHead(entry.sub.status).end();
      } catch (error) {
        console.error("[push-receiver]", error);
        res.writeHead(400).end(String(error));
      }
      waiters.forEach((w) => w());
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const origin = `http://127.0.0.1:${address.port}`;
  let counter = 0;

  return {
    origin,
    subscription({ status = 201, retryAfter, delayMs }: { status?: number; retryAfter?: string; delayMs?: number } = {}) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = `s${++counter}-${randomBytes(4).toString("hex")}`;
      const sub: TestSubscription = {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        status,
        retryAfter,
        delayMs,
        received: [],
        hits: 0,
      };
      subs.set(id, { sub, ecdh, auth });
      return sub;
    },
    waitFor(sub, count = 1, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (sub.received.length < count) return;
          cleanup();
          resolve(sub.received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${sub.id}: ${sub.received.length} of ${count} pushes after ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
