import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * The initials of a person, Turkish upper case: ('ahmet', 'yılmaz') → 'AY', ('ilker', 'şahin') → 'İŞ'.
 * Takes the first letter of each name; an empty part is skipped, so ('Ayşe', '') → 'A'.
 */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((part) => Array.from(part.trim())[0] ?? "")
    .join("")
    .toLocaleUpperCase("tr-TR");
}

export const userAvatarVariants = cva(
  "inline-flex shrink-0 select-none items-center justify-center rounded-pill bg-primary font-semibold text-primary-foreground",
  {
    variants: {
      size: {
        sm: "size-8 text-xs",
        md: "size-10 text-sm",
        lg: "size-16 text-xl",
      },
    },
    defaultVariants: { size: "sm" },
  },
);

export type UserAvatarProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof userAvatarVariants> & {
    firstName: string;
    lastName: string;
  };

/**
 * A round badge with the user's initials. Decorative (`aria-hidden`): the name is always written
 * next to it or in the control's label.
 */
export function UserAvatar({ firstName, lastName, size, className, ...props }: UserAvatarProps) {
  return (
    <span
      data-slot="user-avatar"
      aria-hidden="true"
      className={cn(userAvatarVariants({ size }), className)}
      {...props}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
