export { AmenityPicker } from "./amenity-picker";
export type { AmenityPickerProps } from "./amenity-picker";
