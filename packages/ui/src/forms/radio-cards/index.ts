export { RadioCard, RadioCardGroup, RadioCardMark } from "./radio-cards";
export type { RadioCardGroupProps, RadioCardPickerProps, RadioCardProps } from "./radio-cards";
