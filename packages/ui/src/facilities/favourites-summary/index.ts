export { FavouritesSummary, HIGH_RATING, summariseFavourites } from "./favourites-summary";
export type { FavouritesSummaryData, FavouritesSummaryProps } from "./favourites-summary";
