export const API_PREFIX = "/api";

export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** Pictures the app ships (demo facility images), served from apps/api/assets/images/. */
export const IMAGES_PREFIX = "/images/";
