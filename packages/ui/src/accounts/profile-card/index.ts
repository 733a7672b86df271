export { ProfileCard, roleLabel } from "./profile-card";
export type { ProfileCardProps, ProfileCardUser } from "./profile-card";
