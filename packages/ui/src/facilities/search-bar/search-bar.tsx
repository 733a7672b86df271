import { SearchIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { Input } from "../../forms/input";
import { Select, type SelectOption } from "../../forms/select";
import { cn } from "../../lib/cn";

export type SearchBarProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & {
  /** The search text. */
  value: string;
  onValueChange: (value: string) => void;
  /** Called on 'Ara' or Enter with the current text and city (`""` = all cities). */
  onSubmit: (search: { query: string; city: string }) => void;
  /**
   * @default "Halısaha adı veya adresi ara..."
   */
  placeholder?: string;
  /**
   * The city options; without them there is no city select. An empty list (cities still
   * loading) shows the select with the first option alone, so it does not appear later and
   * push the page down.
   */
  cities?: readonly SelectOption[];
  /** The chosen city's value; `""` is the first option. */
  city?: string;
  onCityChange?: (city: string) => void;
  /**
   * The first city option, meaning every city.
   * @default "Tümü"
   */
  firstOptionLabel?: string;
  /**
   * Shows a spinner on 'Ara' and blocks another submit while a search runs.
   * @default false
   */
  loading?: boolean;
  /** @default false */
  disabled?: boolean;
  /**
   * The search landmark's name; give each search on a page its own.
   * @default "Halı saha ara"
   */
  "aria-label"?: string;
  /**
   * The submit button's text.
   * @default "Ara"
   */
  submitLabel?: string;
};

/**
 * The facility search: a search input, an optional city select and 'Ara', in a `search`
 * landmark. Controlled; Enter in the input submits.
 */
export function SearchBar({
  value,
  onValueChange,
  onSubmit,
  placeholder = "Halısaha adı veya adresi ara...",
  cities,
  city = "",
  onCityChange,
  firstOptionLabel = "Tümü",
  loading = false,
  disabled = false,
  submitLabel = "Ara",
  "aria-label": ariaLabel = "Halı saha ara",
  className,
  ...props
}: SearchBarProps) {
  const id = useId();
  const hasCities = cities !== undefined;
  return (
    <form
      data-slot="search-bar"
      role="search"
      aria-label={ariaLabel}
      aria-busy={loading || undefined}
      className={cn("flex w-full flex-col gap-2 sm:flex-row sm:items-center", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (loading || disabled) return;
        onSubmit({ query: value, city });
      }}
      {...props}
    >
      <label htmlFor={`${id}-query`} className="sr-only">
        Arama
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={`${id}-query`}
          type="search"
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          className="pl-9"
          onChange={(event) => onValueChange(event.target.value)}
        />
      </div>
      {hasCities ? (
        <>
          <label htmlFor={`${id}-city`} className="sr-only">
            Şehir
          </label>
          <Select
            id={`${id}-city`}
            className="sm:w-48"
            options={[...cities]}
            placeholder={firstOptionLabel}
            value={city}
            disabled={disabled}
            onChange={(event) => onCityChange?.(event.target.value)}
          />
        </>
      ) : null}
      <Button type="submit" loading={loading} disabled={disabled} className="sm:w-auto">
        {submitLabel}
      </Button>
    </form>
  );
}
