export { ExceptionPanel, exceptionPanelLabels } from "./exception-panel";
export type {
  ExceptionFormValues,
  ExceptionPanelItem,
  ExceptionPanelLabels,
  ExceptionPanelProps,
} from "./exception-panel";
