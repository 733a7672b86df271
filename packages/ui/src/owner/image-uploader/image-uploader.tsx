import { CircleAlertIcon, ImagePlusIcon, StarIcon, Trash2Icon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { IconButton } from "../../actions/icon-button";
import { cn } from "../../lib/cn";

/** A picture in the uploader: a stored image or a chosen file's preview. */
export type ImageUploaderItem = {
  /** Stable key: the stored image's id, or the app's id for a new file. */
  id: string;
  /** Preview (an object URL for a new file). */
  url: string;
  isMain: boolean;
  /** Not yet uploaded (shown 'Yeni'). @default false */
  pending?: boolean;
};

export const imageUploaderMessages = {
  tooMany: "En fazla 5 görsel yükleyebilirsiniz",
  tooLarge: "Her görsel en fazla 5 MB olabilir",
  wrongType: "Yalnızca JPEG, PNG veya WebP görseller yüklenebilir",
};

export type ImageUploaderProps = Omit<React.ComponentProps<"div">, "onChange"> & {
  images: readonly ImageUploaderItem[];
  /** Called with the accepted files (right type, size and count); the rest are refused on the spot. */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMakeMain: (id: string) => void;
  /** @default 5 */
  max?: number;
  /** @default 5 MB */
  maxBytes?: number;
  /** @default ["image/jpeg", "image/png", "image/webp"] */
  accept?: readonly string[];
  /** Upload progress 0-100 while the form is sent; null/undefined when idle. */
  progress?: number | null;
  /** The image whose removal is running. */
  removingId?: string | null;
  /** @default false */
  disabled?: boolean;
  /** An error from outside (e.g. the server's). */
  error?: React.ReactNode;
  /** Texts that win over the built-in Turkish ones. */
  messages?: Partial<typeof imageUploaderMessages>;
};

/**
 * Up to five facility photos: previews, 'Ana görsel' on the main one, 'Ana görsel yap' and
 * 'Kaldır' on each, a 'Görsel ekle' button, and a progress bar while the form uploads. Wrong
 * files are refused here with a Turkish message before anything is sent.
 */
export function ImageUploader({
  images,
  onAdd,
  onRemove,
  onMakeMain,
  max = 5,
  maxBytes = 5 * 1024 * 1024,
  accept = ["image/jpeg", "image/png", "image/webp"],
  progress,
  removingId,
  disabled = false,
  error,
  messages,
  className,
  ...props
}: ImageUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = { ...imageUploaderMessages, ...messages };
  const full = images.length >= max;
  const uploading = progress !== null && progress !== undefined;
  const shownError = error ?? refusal;

  const addFiles = (files: File[]) => {
    const room = max - images.length;
    const typed = files.filter((file) => accept.includes(file.type));
    const sized = typed.filter((file) => file.size <= maxBytes);
    const accepted = sized.slice(0, Math.max(0, room));
    setRefusal(
      typed.length < files.length
        ? text.wrongType
        : sized.length < typed.length
          ? text.tooLarge
          : accepted.length < sized.length
            ? text.tooMany
            : null,
    );
    if (accepted.length > 0) onAdd(accepted);
  };

  return (
    <div data-slot="image-uploader" className={cn("flex flex-col gap-3", className)} {...props}>
      {images.length > 0 ? (
        <ul aria-label="Tesis görselleri" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {images.map((image, index) => (
            <li
              key={image.id}
              className={cn(
                "relative flex flex-col overflow-hidden rounded-card border bg-surface",
                image.isMain ? "border-primary ring-2 ring-primary/30" : "border-border",
              )}
            >
              <img src={image.url} alt={`Görsel ${index + 1}`} className="aspect-[4/3] w-full object-cover" />
              <div className="absolute top-2 left-2 flex gap-1">
                {image.isMain ? (
                  <span className="inline-flex items-center gap-1 rounded-pill bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                    <StarIcon aria-hidden="true" className="size-3 fill-current" />
                    Ana görsel
                  </span>
                ) : null}
                {image.pending ? (
                  <span className="rounded-pill bg-neutral-900/75 px-2 py-0.5 text-xs font-medium text-white">
                    Yeni
                  </span>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-1 p-2">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={disabled || image.isMain}
                  aria-label={`Görsel ${index + 1}: Ana görsel yap`}
                  onClick={() => onMakeMain(image.id)}
                >
                  Ana görsel yap
                </Button>
                <IconButton
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="text-danger hover:bg-danger-soft"
                  aria-label={`Görsel ${index + 1}: Kaldır`}
                  loading={removingId === image.id}
                  disabled={disabled || removingId === image.id}
                  onClick={() => onRemove(image.id)}
                >
                  <Trash2Icon />
                </IconButton>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-sm text-muted">
          Henüz görsel eklenmedi. İlk eklenen görsel ana görsel olur.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept.join(",")}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled || full}
          onChange={(event) => {
            addFiles(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = "";
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || full}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlusIcon aria-hidden="true" />
          Görsel ekle
        </Button>
        <span className="text-sm text-muted">
          {images.length} / {max} görsel · JPEG, PNG veya WebP, en fazla {Math.round(maxBytes / 1024 / 1024)}{" "}
          MB
        </span>
      </div>
      {uploading ? (
        <div className="flex items-center gap-3">
          <progress
            value={progress}
            max={100}
            aria-label="Yükleme ilerlemesi"
            className="h-2 flex-1 overflow-hidden rounded-pill [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-neutral-200 [&::-webkit-progress-value]:bg-primary"
          />
          <span className="text-sm tabular-nums">%{Math.round(progress)}</span>
        </div>
      ) : null}
      {shownError ? (
        <p role="alert" className="flex items-center gap-1.5 text-sm text-danger">
          <CircleAlertIcon aria-hidden="true" className="size-4" />
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
