export { summariseHours, WorkingHoursEditor } from "./working-hours-editor";
export type { WorkingDayValue, WorkingHoursEditorProps } from "./working-hours-editor";
