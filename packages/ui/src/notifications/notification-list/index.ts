export * from "./notification-list";
