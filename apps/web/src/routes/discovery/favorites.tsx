import { FavoritesScreen } from "../../features/discovery/favorites-screen";

/** /user/favorites 'Favorilerim': the screen is the feature's (FavoritesScreen). */
export default function FavoritesRoute() {
  return <FavoritesScreen />;
}
