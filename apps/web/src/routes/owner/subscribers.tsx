import { SubscribersScreen } from "../../features/subscribers/subscribers-screen";

/** /owner/subscribers: the weekly regulars (features/subscribers/subscribers-screen.tsx). */
export default function OwnerSubscribersRoute() {
  return <SubscribersScreen />;
}
