export { RetryPanel } from "./retry-panel";
export type { RetryPanelProps } from "./retry-panel";
