export { AuthCard, AuthDivider } from "./auth-card";
export type { AuthCardProps, AuthDividerProps } from "./auth-card";
