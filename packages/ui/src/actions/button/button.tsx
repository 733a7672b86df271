import { Slot, Slottable } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const buttonVariants = cva(
  [
    // layout
    "relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap",
    // type and shape
    "rounded-control text-sm font-medium transition-colors",
    // focus
    "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    // disabled
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    // icons
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        outline: "border border-neutral-300 bg-surface text-foreground hover:bg-neutral-100",
        ghost: "bg-transparent text-foreground hover:bg-neutral-100",
        danger: "bg-danger text-danger-foreground hover:bg-danger-hover",
        link: "bg-transparent text-primary underline-offset-4 hover:text-primary-hover hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4",
        lg: "h-12 px-6 text-base",
        icon: "size-10 p-0",
      },
      fullWidth: {
        true: "w-full",
        false: "",
      },
    },
    compoundVariants: [
      // a link-styled button sits in running text: no box padding or fixed height
      { variant: "link", size: ["sm", "md", "lg"], className: "h-auto px-0" },
    ],
    defaultVariants: { variant: "primary", size: "md", fullWidth: false },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Renders the single child element (e.g. the app's router link) with the button's styling
     * and props instead of a `<button>`.
     * @default false
     */
    asChild?: boolean;
    /**
     * Shows a spinner before the text, disables the button and sets `aria-busy`.
     * The text stays visible so the button keeps its accessible name.
     * @default false
     */
    loading?: boolean;
  };

/** The house button. Use `asChild` to give a router link the button look. */
export function Button({
  className,
  variant,
  size,
  fullWidth,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  const isDisabled = disabled || loading;
  return (
    <Comp
      data-slot="button"
      data-loading={loading || undefined}
      className={cn(
        buttonVariants({ variant, size, fullWidth }),
        // a square button has room for one icon: the spinner takes the icon's place
        loading && size === "icon" && "[&>svg:not([data-slot=button-spinner])]:hidden",
        className,
      )}
      aria-busy={loading || undefined}
      // a real <button> gets `disabled`; a slotted link cannot, so it gets aria-disabled instead
      {...(asChild
        ? { "aria-disabled": isDisabled || undefined, tabIndex: isDisabled ? -1 : undefined }
        : { disabled: isDisabled, type: type ?? "button" })}
      {...props}
    >
      {loading ? (
        <Loader2Icon data-slot="button-spinner" aria-hidden="true" className="motion-safe:animate-spin" />
      ) : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
