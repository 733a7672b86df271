export { LazyNotificationCenter } from "./lazy-notification-center";
