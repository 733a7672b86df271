import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "../button";
import { spinnerReplacesIcon } from "../button/button";

/**
 * The square sizes; colours come from `buttonVariants` through `variant`. All `default:`, so a
 * caller's `className` may replace them (see lib/cn.ts).
 */
export const iconButtonVariants = cva("default:p-0 default:text-sm", {
  variants: {
    size: {
      sm: "default:size-8 default:[&_svg:not([class*='size-'])]:size-4",
      md: "default:size-10 default:[&_svg:not([class*='size-'])]:size-5",
      lg: "default:size-12 default:[&_svg:not([class*='size-'])]:size-6",
    },
  },
  defaultVariants: { size: "md" },
});

export type IconButtonProps = Omit<ButtonProps, "size" | "fullWidth" | "aria-label"> &
  VariantProps<typeof iconButtonVariants> & {
    /** The button's Turkish name for screen readers, e.g. 'Tesisi sil'. The icon itself is decorative. */
    "aria-label": string;
    /**
     * The colour scheme, as on `Button`.
     * @default "ghost"
     */
    variant?: ButtonProps["variant"];
  };

/**
 * A square button holding one icon. `aria-label` is required because the icon has no text;
 * while `loading`, the spinner takes the icon's place.
 */
export function IconButton({ className, size, variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      // no size classes from Button: these sizes replace its `icon` size
      size={null}
      className={cn(iconButtonVariants({ size }), props.loading && spinnerReplacesIcon, className)}
      {...props}
    />
  );
}
