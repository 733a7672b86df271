import { randomUUID } from "node:crypto";
import { facilityFormMessages, sniffImageType } from "@halisaha/data/contract";
import pLimit from "p-limit";
import sharp from "sharp";
import type { FileStorage } from "../../adapters/storage";
import { unsupportedMediaType } from "../../http/errors";

/** The two widths every upload is re-encoded to: the detail page's and the card's. */
export const IMAGE_WIDTHS = { large: 1600, card: 480 } as const;

/**
 * A decoded picture may not exceed 40 megapixels (a 5 MB PNG of a single colour could
 * otherwise expand to gigabytes in memory).
 */
const MAX_INPUT_PIXELS = 40_000_000;

// Decoded images are not cached between requests: each upload is read once.
sharp.cache(false);
// One libvips thread per picture, and one picture at a time in the whole process: four owners
// uploading at once then take one core between them, and the other stays free for every other
// request (GET /api/health keeps p99 under 50 ms meanwhile: `npm run bench:owner-facilities`).
sharp.concurrency(1);
const oneAtATime = pLimit(1);

export interface EncodedImage {
  large: Buffer;
  card: Buffer;
}

/**
 * Checks every upload's first bytes (JPEG, PNG or WebP, else 415), before any of them is
 * decoded, so a wrong file fails fast whatever its name or declared type.
 */
export function assertImageTypes(files: readonly Buffer[]): void {
  for (const file of files)
    if (!sniffImageType(file)) throw unsupportedMediaType(facilityFormMessages.imageType);
}

/**
 * Re-encodes one upload as WebP in two widths (never enlarged), turned upright by its EXIF
 * orientation first; the output carries no metadata (EXIF, GPS, ICC, XMP are dropped).
 * A file that only looks like an image (a truncated JPEG) is 415 too.
 */
export function encodeImage(file: Buffer): Promise<EncodedImage> {
  return oneAtATime(async () => {
    try {
      const large = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: IMAGE_WIDTHS.large, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      // The card is drawn from the large picture: decoding 1600 px instead of the original
      // (often 4000 px) halves the work of an upload.
      const card = await sharp(large)
        .resize({ width: IMAGE_WIDTHS.card, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return { large, card };
    } catch {
      throw unsupportedMediaType(facilityFormMessages.imageUnreadable);
    }
  });
}

/** An image whose two files are in storage, ready for its row. */
export interface StoredUpload {
  imageUrl: string;
  cardUrl: string;
  storageKeys: string[];
}

/**
 * Encodes the uploads one after another (a request holds at most one decoded picture at a time)
 * and stores both files of each, appending each upload to `stored` as its files land: when
 * anything fails, `stored` names every file already written, for the caller to remove.
 */
export async function storeImages(
  storage: FileStorage,
  files: readonly Buffer[],
  stored: StoredUpload[],
): Promise<void> {
  for (const file of files) {
    const encoded = await encodeImage(file);
    const base = `facilities/${randomUUID()}`;
    const keys = { large: `${base}-large.webp`, card: `${base}-card.webp` };
    const upload = {
      imageUrl: storage.urlOf(keys.large),
      cardUrl: storage.urlOf(keys.card),
      storageKeys: [] as string[],
    };
    stored.push(upload);
    await storage.put(keys.large, encoded.large, "image/webp");
    upload.storageKeys.push(keys.large);
    await storage.put(keys.card, encoded.card, "image/webp");
    upload.storageKeys.push(keys.card);
  }
}
