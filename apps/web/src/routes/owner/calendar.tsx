import { CalendarScreen } from "../../features/owner/calendar-screen";

/** /owner/calendar: the weekly calendar (features/owner/calendar-screen.tsx). */
export default function OwnerCalendarRoute() {
  return <CalendarScreen />;
}
