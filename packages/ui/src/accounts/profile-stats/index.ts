export { ProfileStats } from "./profile-stats";
export type { ProfileStat, ProfileStatsProps } from "./profile-stats";
