import { AboutScreen } from "../../features/content/about-screen";

/** /about 'Hakkımızda': features/content/about-screen.tsx. */
export default function AboutRoute() {
  return <AboutScreen />;
}
