export { RadioCard, RadioCardGroup, RadioCardMark } from "./radio-cards";
export type { RadioCardGroupProps, RadioCardProps } from "./radio-cards";
