export { FavouriteButton } from "./favourite-button";
export type { FavouriteButtonProps } from "./favourite-button";
