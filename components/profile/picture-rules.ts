// Profile picture sizes of docs/product/profile.md#profile-picture: longest side 300 px at JPEG quality 0.7, on phones 200 px
// at 0.5; a phone file over 3 MB is shrunk again to 75 % of that size at quality 0.4.
export const PICTURE = {
  desktop: { maxSide: 300, quality: 0.7 },
  mobile: { maxSide: 200, quality: 0.5 },
  mobileLargeBytes: 3 * 1024 * 1024,
  secondPass: { scale: 0.75, quality: 0.4 },
} as const;

export const PICTURE_MESSAGES = {
  notImage: "Please choose an image file (JPEG, PNG or WebP).",
  unreadable: "Your browser could not read this picture (for example HEIC photos on a computer). Please choose a JPEG, PNG or WebP image.",
  tooLarge: "This picture is still too large after resizing. Please choose a smaller image.",
} as const;

/** A refusal whose message is shown as it is (the resizer, loaded on demand, throws these). */
export class PictureError extends Error {}

export type PicturePass = { maxSide: number; quality: number };

/** The resize passes for a file: one, or two for a large file on a phone. */
export function picturePasses(mobile: boolean, fileBytes: number): PicturePass[] {
  const first = mobile ? PICTURE.mobile : PICTURE.desktop;
  const passes: PicturePass[] = [{ maxSide: first.maxSide, quality: first.quality }];
  if (mobile && fileBytes > PICTURE.mobileLargeBytes) {
    passes.push({ maxSide: Math.round(first.maxSide * PICTURE.secondPass.scale), quality: PICTURE.secondPass.quality });
  }
  return passes;
}

/** Only images go to the decoder; anything else gets the clear message at once. */
export const isImageFile = (file: { type: string; name: string }) =>
  file.type.startsWith("image/") || (!file.type && /\.(jpe?g|png|webp|gif|heic|heif|avif|bmp)$/i.test(file.name));
