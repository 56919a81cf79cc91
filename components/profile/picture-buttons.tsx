"use client";
// Upload Picture, and on phones Selfie (front camera) and Camera (rear camera) (docs/product/profile.md#profile-information): file
// inputs whose `capture` asks the phone for that camera. The chosen file is resized here, by code
// (browser-image-compression) that loads when a button is pressed, not with the page (docs/decisions.md "Loaded when used, not with the page").
import { useRef, useState } from "react";
import { Camera, ImageUp, SwitchCamera } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { showError } from "@/components/profile/profile-toasts";
import { PICTURE_MESSAGES, PictureError } from "@/components/profile/picture-rules";

const loadResizer = () => import("@/components/profile/resize-picture");

/** Phones get the smaller picture sizes (the same breakpoint that shows the camera buttons). */
const isPhone = () => window.matchMedia("(max-width: 639px)").matches;

type Source = { id: string; label: string; capture?: "user" | "environment"; icon: typeof Camera; phoneOnly: boolean };
const SOURCES: Source[] = [
  { id: "upload", label: "Upload Picture", icon: ImageUp, phoneOnly: false },
  { id: "selfie", label: "Selfie", capture: "user", icon: SwitchCamera, phoneOnly: true },
  { id: "camera", label: "Camera", capture: "environment", icon: Camera, phoneOnly: true },
];

export function PictureButtons({ onPicture }: { onPicture: (dataUrl: string) => void }) {
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const { resizePicture } = await loadResizer();
      onPicture(await resizePicture(file, isPhone()));
    } catch (error) {
      showError(error instanceof PictureError ? error.message : PICTURE_MESSAGES.unreadable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
      {SOURCES.map(({ id, label, capture, icon: Icon, phoneOnly }) => (
        <div key={id} className={phoneOnly ? "sm:hidden" : undefined}>
          <input
            ref={(el) => {
              inputs.current[id] = el;
            }}
            id={`profile-picture-${id}`}
            data-testid={`profile-picture-${id}`}
            type="file"
            accept="image/*"
            capture={capture}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => {
              void loadResizer().catch(() => undefined);
              inputs.current[id]?.click();
            }}>
            {busy && id === "upload" ? <Spinner /> : <Icon aria-hidden />}
            {label}
          </Button>
        </div>
      ))}
    </div>
  );
}
