export * from "./notification-bell";
