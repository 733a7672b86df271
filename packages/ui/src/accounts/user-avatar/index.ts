export { UserAvatar, initialsOf, userAvatarVariants } from "./user-avatar";
export type { UserAvatarProps } from "./user-avatar";
