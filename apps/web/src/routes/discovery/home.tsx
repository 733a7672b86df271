import { HomeScreen } from "../../features/discovery/home-screen";

/** / the home page: the screen is the feature's (HomeScreen). */
export default function HomeRoute() {
  return <HomeScreen />;
}
