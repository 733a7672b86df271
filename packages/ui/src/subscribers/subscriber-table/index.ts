export { SubscriberTable, subscriberTableLabels } from "./subscriber-table";
export type { SubscriberTableItem, SubscriberTableLabels, SubscriberTableProps } from "./subscriber-table";
