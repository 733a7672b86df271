export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./popover";
export type { PopoverCloseProps, PopoverContentProps, PopoverProps, PopoverTriggerProps } from "./popover";
