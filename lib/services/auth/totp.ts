import "server-only";
// TOTP codes (RFC 6238) through otpauth, and the QR code of the secret through qrcode
// (docs/decisions.md "Two-factor and single sign-on"). No I/O.
import { Secret, TOTP as Totp } from "otpauth";
import QRCode from "qrcode";
import { timeStep, TOTP } from "@/lib/domain/two-factor";

export function newSecret(): string {
  return new Secret({ size: TOTP.secretBytes }).base32;
}

function totp(secret: string, label = "") {
  return new Totp({ issuer: TOTP.issuer, label, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.periodS, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app reads (from the QR code or typed). */
export function secretUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/** The QR code of the URI, as an SVG data URL (no image request; the CSP allows data: images). */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The time step a six-digit code matches at `now`, within one step either side; null when none. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP.window });
  return delta === null ? null : timeStep(now) + delta;
}
