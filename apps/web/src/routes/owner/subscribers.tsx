import { SubscribersScreen } from "../../features/owner/subscribers-screen";

/** /owner/subscribers: the weekly regulars (features/owner/subscribers-screen.tsx). */
export default function OwnerSubscribersRoute() {
  return <SubscribersScreen />;
}
