import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/** The sizes are `default:` (see lib/cn.ts): a caller's `className` replaces them. */
export const skeletonVariants = cva("block bg-neutral-200 motion-safe:animate-pulse", {
  variants: {
    shape: {
      /** one line of text; give several with `lines` */
      text: "default:h-4 default:w-full rounded-sm",
      /** a block such as an image or a card; size it with `className` */
      rect: "default:h-32 default:w-full rounded-card",
      /** an avatar or icon; size it with `className` */
      circle: "default:size-10 rounded-pill",
    },
  },
  defaultVariants: { shape: "text" },
});

export type SkeletonProps = React.ComponentProps<"span"> &
  VariantProps<typeof skeletonVariants> & {
    /**
     * For `shape="text"`: how many lines to draw; the last of several is shorter, like a paragraph.
     * @default 1
     */
    lines?: number;
  };

/**
 * Grey placeholder blocks in the shape of content that is still loading. Hidden from screen
 * readers: pair it with a Spinner or a `aria-busy` region that says what is loading.
 */
export function Skeleton({ className, shape, lines = 1, ...props }: SkeletonProps) {
  if (shape !== "text" && shape != null) {
    return (
      <span
        data-slot="skeleton"
        aria-hidden="true"
        className={cn(skeletonVariants({ shape }), className)}
        {...props}
      />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("flex default:w-full flex-col gap-2", className)}
      {...props}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          // the lines are identical placeholders: their position is their identity
          key={index}
          data-slot="skeleton-line"
          className={cn(skeletonVariants({ shape: "text" }), count > 1 && index === count - 1 && "w-3/5")}
        />
      ))}
    </span>
  );
}
