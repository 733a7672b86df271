export { OwnerStats } from "./owner-stats";
export type { OwnerStatsPeriod, OwnerStatsProps } from "./owner-stats";
