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

/** The URL the web app loads (same origin, so a relative path). */
export function demoImageUrl(index: number): string {
  return `${IMAGES_PREFIX}facilities/${demoImageFile(index)}`;
}

/**
 * The pictures of the n-th demo facility: 2 to 5 different ones (the first is the main
 * one), spread so neighbours in a list rarely share their main picture.
 */
export function demoImageUrlsFor(n: number): string[] {
  const howMany = 2 + ((n * 7 + 3) % 4);
  // 5 is coprime with 16: the picked indices never repeat within one facility.
  return Array.from({ length: howMany }, (_, k) => demoImageUrl((n * 3 + k * 5) % DEMO_IMAGE_COUNT));
}
