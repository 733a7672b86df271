import { HeartIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { IconButton, type IconButtonProps } from "../../actions/icon-button";

export type FavouriteButtonProps = Omit<
  IconButtonProps,
  "aria-label" | "onClick" | "onToggle" | "children" | "aria-pressed"
> & {
  /** Whether the facility is a favourite now. */
  active: boolean;
  /** Called with the wanted state: `true` to add, `false` to remove. */
  onToggle: (next: boolean) => void;
  /**
   * The name while not a favourite.
   * @default "Favorilere ekle"
   */
  addLabel?: string;
  /**
   * The name while a favourite.
   * @default "Favorilerden çıkar"
   */
  removeLabel?: string;
};

/**
 * The heart toggle of cards and the detail page: `aria-pressed` says the state, the name says
 * what a press does ('Favorilere ekle' / 'Favorilerden çıkar'). Controlled: the app flips `active`.
 */
export function FavouriteButton({
  active,
  onToggle,
  addLabel = "Favorilere ekle",
  removeLabel = "Favorilerden çıkar",
  variant = "outline",
  className,
  ...props
}: FavouriteButtonProps) {
  return (
    <IconButton
      data-slot="favourite-button"
      data-state={active ? "on" : "off"}
      variant={variant}
      aria-label={active ? removeLabel : addLabel}
      aria-pressed={active}
      className={cn("rounded-pill bg-surface shadow-card", className)}
      onClick={() => onToggle(!active)}
      {...props}
    >
      <HeartIcon aria-hidden="true" className={cn(active ? "fill-danger text-danger" : "text-foreground")} />
    </IconButton>
  );
}
