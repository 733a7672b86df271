export { SlotPicker, slotVariants } from "./slot-picker";
export type { SlotPickerProps, SlotPickerSlot } from "./slot-picker";
