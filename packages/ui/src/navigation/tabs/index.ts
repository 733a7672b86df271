export { Tabs, TabsContent, TabsList, TabsTrigger, tabsListVariants, tabsTriggerVariants } from "./tabs";
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from "./tabs";
