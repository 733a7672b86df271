import { IMAGES_PREFIX } from "../../plugins/urls";

/**
 * The demo facility pictures: illustrations drawn by scripts/draw-demo-images.ts into
 * assets/images/facilities/ and served by the app at /images/facilities/ (plugins/images.ts).
 */
export const DEMO_IMAGE_COUNT = 16;

/** `saha-01.svg` … `saha-16.svg`. */
export function demoImageFile(index: number): string {
  return `saha-${String(index + 1).padStart(2, "0")}.svg`;
}

/** `saha-01.webp` …: the same picture at an upload's card width, for cards and link previews. */
export function demoCardFile(index: number): string {
  return `saha-${String(index + 1).padStart(2, "0")}.webp`;
}

/** A demo picture's two URLs, as an upload has them (same origin, so relative paths). */
export interface DemoImage {
  imageUrl: string;
  cardUrl: string;
}

export function demoImage(index: number): DemoImage {
  return {
    imageUrl: `${IMAGES_PREFIX}facilities/${demoImageFile(index)}`,
    cardUrl: `${IMAGES_PREFIX}facilities/${demoCardFile(index)}`,
  };
}

/**
 * The pictures of the n-th demo facility: 2 to 5 different ones (the first is the main
 * one), spread so neighbours in a list rarely share their main picture.
 */
export function demoImagesFor(n: number): DemoImage[] {
  const howMany = 2 + ((n * 7 + 3) % 4);
  // 5 is coprime with 16: the picked indices never repeat within one facility.
  return Array.from({ length: howMany }, (_, k) => demoImage((n * 3 + k * 5) % DEMO_IMAGE_COUNT));
}
