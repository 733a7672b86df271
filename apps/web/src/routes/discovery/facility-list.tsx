import { FacilityListScreen } from "../../features/discovery/facility-list-screen";

/** /facilities the facility list: the screen is the feature's (FacilityListScreen). */
export default function FacilityListRoute() {
  return <FacilityListScreen />;
}
