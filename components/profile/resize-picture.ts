"use client";
// Resizes a chosen picture in the browser (docs/product/profile.md#profile-picture) with browser-image-compression, which draws the
// photo the right way up (EXIF orientation) and writes JPEG. No web worker: the library would
// fetch its worker script from a CDN, and Reach downloads nothing from elsewhere.
import imageCompression from "browser-image-compression";
import { isImageFile, PICTURE_MESSAGES, PictureError, picturePasses } from "@/components/profile/picture-rules";
import { LIMITS } from "@/lib/constants";

export async function resizePicture(file: File, mobile: boolean): Promise<string> {
  if (!isImageFile(file)) throw new PictureError(PICTURE_MESSAGES.notImage);
  let current: File = file;
  try {
    for (const pass of picturePasses(mobile, file.size)) {
      current = await imageCompression(current, {
        maxWidthOrHeight: pass.maxSide,
        initialQuality: pass.quality,
        fileType: "image/jpeg",
        useWebWorker: false,
      });
    }
  } catch {
    throw new PictureError(PICTURE_MESSAGES.unreadable);
  }
  const dataUrl = await imageCompression.getDataUrlFromFile(current);
  if (dataUrl.length > LIMITS.profilePictureBytes) throw new PictureError(PICTURE_MESSAGES.tooLarge);
  return dataUrl;
}
