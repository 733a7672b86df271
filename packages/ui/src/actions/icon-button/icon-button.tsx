import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "../button";

/** The square sizes; colours come from `buttonVariants` through `variant`. */
export const iconButtonVariants = cva("p-0 [&_svg:not([class*='size-'])]:size-4", {
  variants: {
    size: {
      sm: "size-8",
      md: "size-10 [&_svg:not([class*='size-'])]:size-5",
      lg: "size-12 [&_svg:not([class*='size-'])]:size-6",
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
      size="icon"
      className={cn(iconButtonVariants({ size }), className)}
      {...props}
    />
  );
}
