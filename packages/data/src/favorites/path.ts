/** Where the favourites live in the API (the list's SWR keys start with it). */
export const favoritesPath = "/favorites" as const;
