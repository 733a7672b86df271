export { favoritesKey, fetchFavorites, useFavorites, type FavoritesRequest } from "./use-favorites";
export { favoritesPath } from "./path";
export { toggleFavorite, useToggleFavorite, type ToggleFavoriteResult } from "./toggle-favorite";
export { isFavoriteOf, useIsFavorite } from "./use-is-favorite";
