/** The lazy chunk of the header's bell: only signed-in users download it. */
export { NotificationCenter as default } from "./notification-center";
