import { Slot, Slottable } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

/** The variants drawn as a box (all but `link`). */
const boxed: ("primary" | "secondary" | "outline" | "ghost" | "danger")[] = [
  "primary",
  "secondary",
  "outline",
  "ghost",
  "danger",
];
/** A square button has room for one icon: while loading, the spinner takes the icon's place. */
export const spinnerReplacesIcon = "[&>svg:not([data-slot=button-spinner])]:hidden";
/** An icon without a size class of its own. */
const iconSize = "default:[&_svg:not([class*='size-'])]:size-4";

/**
 * What a variant or a caller's `className` may replace is written `default:` (no specificity, see
 * lib/cn.ts): position, colours, height, padding, text size, icon size and the aria-disabled look.
 */
export const buttonVariants = cva(
  [
    // layout
    "default:relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap",
    // type and shape (the text size comes with the size)
    "rounded-control font-medium transition-colors",
    // focus
    "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    // disabled
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none default:aria-disabled:opacity-60",
    // icons (their size comes with the size)
    "[&_svg]:pointer-events-none [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "default:bg-primary default:text-primary-foreground default:hover:bg-primary-hover",
        secondary: "default:bg-secondary default:text-secondary-foreground default:hover:bg-secondary-hover",
        outline:
          "border default:border-neutral-300 default:bg-surface default:text-foreground default:hover:bg-neutral-100",
        ghost: "default:bg-transparent default:text-foreground default:hover:bg-neutral-100",
        danger: "default:bg-danger default:text-danger-foreground default:hover:bg-danger-hover",
        link: "default:bg-transparent default:text-primary underline-offset-4 default:hover:text-primary-hover hover:underline",
      },
      // the height and padding come with the variant below: a link has none. `null` gives no
      // size classes at all, for a wrapper that brings its own (IconButton).
      size: {
        sm: `default:text-sm ${iconSize}`,
        md: `default:text-sm ${iconSize}`,
        lg: `default:text-base ${iconSize}`,
        icon: `default:size-10 default:p-0 default:text-sm ${iconSize}`,
      },
      fullWidth: {
        true: "w-full",
        false: "",
      },
    },
    compoundVariants: [
      { variant: boxed, size: "sm", className: "default:h-8 default:px-3" },
      { variant: boxed, size: "md", className: "default:h-10 default:px-4" },
      { variant: boxed, size: "lg", className: "default:h-12 default:px-6" },
      // a link-styled button sits in running text: no box padding or fixed height
      { variant: "link", size: ["sm", "md", "lg"], className: "default:h-auto default:px-0" },
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
        loading && size === "icon" && spinnerReplacesIcon,
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
