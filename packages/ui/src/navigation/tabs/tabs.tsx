import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";
import { createContext, useContext } from "react";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const tabsListVariants = cva("inline-flex max-w-full items-center overflow-x-auto", {
  variants: {
    variant: {
      underline: "gap-1 border-b border-border",
      pills: "gap-1 self-start rounded-control bg-neutral-100 p-1",
    },
  },
  defaultVariants: { variant: "underline" },
});

export const tabsTriggerVariants = cva(
  [
    // layout
    "group inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap",
    // type
    "text-sm font-medium text-muted transition-colors hover:text-foreground",
    // focus
    "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    // disabled
    "disabled:pointer-events-none disabled:opacity-50",
  ],
  {
    variants: {
      variant: {
        underline: [
          "-mb-px border-b-2 border-transparent px-3 py-2",
          "data-[state=active]:border-primary data-[state=active]:text-primary",
        ],
        pills: [
          "rounded-control px-3 py-1.5",
          "data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-card",
        ],
      },
    },
    defaultVariants: { variant: "underline" },
  },
);

type TabsVariant = NonNullable<VariantProps<typeof tabsListVariants>["variant"]>;

/** The list tells its triggers which look to use, so a trigger needs no variant prop of its own. */
const TabsVariantContext = createContext<TabsVariant>("underline");

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root>;

/** Tabs: one panel visible at a time. Controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`. */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />;
}

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>;

/**
 * The row of tabs. Give it an `aria-label` when no visible heading names the tab set.
 * `variant`: "underline" (a line under the active tab) or "pills" (a segmented control).
 */
export function TabsList({ className, variant, ...props }: TabsListProps) {
  const resolved = variant ?? "underline";
  return (
    <TabsVariantContext.Provider value={resolved}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={resolved}
        className={cn(tabsListVariants({ variant: resolved }), className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> & {
  /**
   * A number shown in a small badge after the label (e.g. pending reservations). It is part of
   * the tab's accessible name ("Bekleyen 3"). Not shown when undefined.
   * @default undefined
   */
  count?: number;
};

/** One tab. `value` links it to the `TabsContent` with the same value. */
export function TabsTrigger({ className, count, children, ...props }: TabsTriggerProps) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    >
      {children}
      {count === undefined ? null : (
        <>
          {/* the space keeps the name readable ("Bekleyen 3"); flex layout ignores it */}{" "}
          <span
            data-slot="tabs-count"
            className={cn(
              "min-w-6 rounded-pill bg-neutral-200 px-1.5 text-center text-xs font-semibold tabular-nums text-neutral-700",
              "group-data-[state=active]:bg-primary-soft group-data-[state=active]:text-primary-hover",
            )}
          >
            {count}
          </span>
        </>
      )}
    </TabsPrimitive.Trigger>
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content>;

/** The panel shown while its tab is active. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
