import { parseId } from "@halisaha/data";
import { useParams } from "react-router-dom";
import { FacilityDetailScreen } from "../../features/discovery/facility-detail-screen";

/** /facilities/{id}: the facility the path names (a bad id reads as not found). */
export default function FacilityDetailRoute() {
  const { facilityId } = useParams();
  return <FacilityDetailScreen id={parseId(facilityId)} />;
}
