import { cva, type VariantProps } from "class-variance-authority";
import { LayoutGridIcon, ListIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

export type ViewMode = "grid" | "list";

const modes: { value: ViewMode; label: string; short: string; Icon: typeof ListIcon }[] = [
  { value: "grid", label: "Izgara görünümü", short: "Izgara", Icon: LayoutGridIcon },
  { value: "list", label: "Liste görünümü", short: "Liste", Icon: ListIcon },
];

export const viewToggleItemVariants = cva(
  [
    // layout
    "inline-flex items-center justify-center gap-1.5 rounded-control text-sm font-medium transition-colors",
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
    // states
    "text-muted hover:bg-neutral-100 hover:text-foreground",
    "aria-pressed:bg-primary-soft aria-pressed:text-primary-hover aria-pressed:hover:bg-primary-soft",
    "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1",
    "disabled:pointer-events-none disabled:opacity-60",
  ],
  {
    variants: {
      size: {
        sm: "h-7 min-w-7 px-1.5",
        md: "h-9 min-w-9 px-2",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type ViewToggleProps = Omit<React.ComponentProps<"div">, "children" | "onChange" | "defaultValue"> &
  VariantProps<typeof viewToggleItemVariants> & {
    /** The view in use. */
    value: ViewMode;
    /** Called with the view the user picked; never with the one already in use. */
    onValueChange: (value: ViewMode) => void;
    /**
     * Shows 'Izgara' / 'Liste' beside the icons from the `sm` breakpoint; below it (and when
     * false) the buttons are icons with their Turkish names for screen readers.
     * @default false
     */
    showLabels?: boolean;
    /** @default false */
    disabled?: boolean;
    /**
     * The group's name.
     * @default "Görünüm"
     */
    "aria-label"?: string;
  };

/**
 * The grid/list switch of the facility and favourite lists: two toggle buttons
 * ('Izgara görünümü', 'Liste görünümü') with `aria-pressed`, in a named group.
 */
export function ViewToggle({
  className,
  size,
  value,
  onValueChange,
  showLabels = false,
  disabled = false,
  "aria-label": ariaLabel = "Görünüm",
  ...props
}: ViewToggleProps) {
  return (
    <div
      data-slot="view-toggle"
      role="group"
      aria-label={ariaLabel}
      className={cn("inline-flex items-center gap-0.5 rounded-control border border-neutral-300 bg-surface p-0.5", className)}
      {...props}
    >
      {modes.map(({ value: mode, label, short, Icon }) => (
        <button
          key={mode}
          type="button"
          data-slot="view-toggle-item"
          data-state={mode === value ? "on" : "off"}
          aria-label={label}
          aria-pressed={mode === value}
          disabled={disabled}
          className={viewToggleItemVariants({ size })}
          onClick={() => {
            if (mode !== value) onValueChange(mode);
          }}
        >
          <Icon aria-hidden="true" />
          {showLabels ? <span className="hidden sm:inline">{short}</span> : null}
        </button>
      ))}
    </div>
  );
}
