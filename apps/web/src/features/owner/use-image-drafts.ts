import type { Facility } from "@halisaha/data";
import type { ImageUploaderItem } from "@halisaha/ui";
import { useCallback, useEffect, useRef, useState } from "react";

/** A chosen file not yet sent, with its preview URL. */
type Draft = { key: string; file: File; url: string };

/**
 * The form's pictures: the facility's stored images plus the files chosen since, and which one
 * is main (`s<id>` for a stored image, `n<key>` for a new file). The first picture is main until
 * the owner picks another. Preview URLs are released when a file leaves or the form closes.
 */
export function useImageDrafts(stored: Facility["images"]) {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [chosenMain, setChosenMain] = useState<string | null>(null);
  const counter = useRef(0);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  useEffect(() => () => draftsRef.current.forEach((draft) => URL.revokeObjectURL(draft.url)), []);

  const ids = [...stored.map((image) => `s${image.id}`), ...drafts.map((draft) => `n${draft.key}`)];
  const storedMain = stored.find((image) => image.isMain);
  const main =
    chosenMain && ids.includes(chosenMain) ? chosenMain : storedMain ? `s${storedMain.id}` : (ids[0] ?? null);

  const items: ImageUploaderItem[] = [
    ...stored.map((image) => ({
      id: `s${image.id}`,
      url: image.cardUrl ?? image.imageUrl,
      isMain: main === `s${image.id}`,
    })),
    ...drafts.map((draft) => ({
      id: `n${draft.key}`,
      url: draft.url,
      isMain: main === `n${draft.key}`,
      pending: true,
    })),
  ];

  const add = useCallback((files: File[]) => {
    setDrafts((current) => [
      ...current,
      ...files.map((file) => {
        counter.current += 1;
        return { key: String(counter.current), file, url: URL.createObjectURL(file) };
      }),
    ]);
  }, []);

  const removeDraft = useCallback((id: string) => {
    setDrafts((current) => {
      const gone = current.find((draft) => `n${draft.key}` === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((draft) => draft !== gone);
    });
  }, []);

  /** What the form sends: the new files and `imageInfo` naming the main picture. */
  const upload = () => {
    const files = drafts.map((draft) => draft.file);
    const mainDraft = drafts.findIndex((draft) => `n${draft.key}` === main);
    const imageInfo =
      mainDraft >= 0
        ? [{ index: mainDraft, isMain: true }]
        : main?.startsWith("s") && main !== (storedMain ? `s${storedMain.id}` : null)
          ? [{ id: Number(main.slice(1)), isMain: true }]
          : [];
    return { files, imageInfo };
  };

  return { items, add, removeDraft, makeMain: setChosenMain, upload };
}
