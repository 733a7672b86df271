import type * as React from "react";
import { cn } from "../../lib/cn";

export type FacilityImagePlaceholderProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Says what is missing, e.g. 'Görsel yok'; without it the drawing is decorative (aria-hidden). */
  label?: string;
};

/**
 * A drawn pitch for a facility without a photo (or whose photo failed to load). Inline SVG, so it
 * needs no file and no request. It fills its box; give the box its size.
 */
export function FacilityImagePlaceholder({ label, className, ...props }: FacilityImagePlaceholderProps) {
  return (
    <div
      data-slot="facility-image-placeholder"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={cn("flex size-full items-center justify-center bg-primary-soft text-primary", className)}
      {...props}
    >
      <svg
        viewBox="0 0 160 100"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
        className="h-3/5 max-h-32 w-auto opacity-70"
      >
        <rect x="4" y="4" width="152" height="92" rx="3" />
        <line x1="80" y1="4" x2="80" y2="96" />
        <circle cx="80" cy="50" r="14" />
        <circle cx="80" cy="50" r="1.5" fill="currentColor" />
        <rect x="4" y="28" width="22" height="44" />
        <rect x="134" y="28" width="22" height="44" />
        <rect x="4" y="40" width="8" height="20" />
        <rect x="148" y="40" width="8" height="20" />
      </svg>
    </div>
  );
}
