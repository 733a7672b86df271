import * as PopoverPrimitive from "@radix-ui/react-popover";
import type * as React from "react";
import { cn } from "../../lib/cn";

export type PopoverProps = React.ComponentProps<typeof PopoverPrimitive.Root>;

/** A floating panel anchored to its trigger (e.g. the notification list). Closes on Escape and outside click. */
export function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root {...props} />;
}

export type PopoverTriggerProps = React.ComponentProps<typeof PopoverPrimitive.Trigger>;

/** Opens the popover. Use `asChild` to make an `IconButton` or `Button` the trigger. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

export type PopoverContentProps = React.ComponentProps<typeof PopoverPrimitive.Content>;

/**
 * The panel, rendered in a portal above the page. Give it an `aria-label` (or `aria-labelledby`)
 * when it holds a list or form, so screen readers announce what opened.
 * `align` @default "center", `sideOffset` @default 8 (px between trigger and panel).
 */
export function PopoverContent({
  className,
  align = "center",
  sideOffset = 8,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          // position and size: never wider than the screen (a caller may set the width, default:)
          "z-overlay default:w-72 max-w-[calc(100vw-1rem)]",
          // surface
          "rounded-card border border-border bg-surface default:p-4 text-foreground shadow-raised outline-none",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

export type PopoverCloseProps = React.ComponentProps<typeof PopoverPrimitive.Close>;

/** Closes the popover. Use `asChild` around a `Button` (e.g. the 'Kapat' button of the notification list). */
export function PopoverClose(props: PopoverCloseProps) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}
