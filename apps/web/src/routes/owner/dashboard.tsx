import { DashboardScreen } from "../../features/owner/dashboard-screen";

/** /owner/dashboard: features/owner/dashboard-screen.tsx. */
export default function OwnerDashboardRoute() {
  return <DashboardScreen />;
}
