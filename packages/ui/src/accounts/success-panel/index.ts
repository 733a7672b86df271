export { SuccessPanel } from "./success-panel";
export type { SuccessPanelProps } from "./success-panel";
