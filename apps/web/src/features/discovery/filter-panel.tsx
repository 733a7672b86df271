import { type City, facilityMessages, useDistricts } from "@halisaha/data";
import { Button, FormField, Input, Select } from "@halisaha/ui";
import { useId, useState } from "react";
import { readTypedPrice, typedPrice, type DiscoveryFilters } from "./filters";
import { ratingLabel, ratingOptions } from "./filter-labels";
import { placeOptions } from "./places";

type FilterPanelProps = {
  /** the filters in the URL; the panel starts from them (remount it with a `key` when they change) */
  filters: DiscoveryFilters;
  /** the chosen city, whose districts the district select offers */
  city: City | undefined;
  onApply: (changes: Partial<DiscoveryFilters>) => void;
};

type PriceErrors = { minPrice?: string; maxPrice?: string };

/**
 * Checks the two prices by the contract's rules, with its Turkish messages by field; they may be
 * typed the Turkish way ('1.000', '1.000,50').
 */
function checkPrices(minText: string, maxText: string) {
  const errors: PriceErrors = {};
  const minPrice = readTypedPrice(minText);
  const maxPrice = readTypedPrice(maxText);
  if (minText.trim() !== "" && minPrice === null) errors.minPrice = facilityMessages.invalidMinPrice;
  if (maxText.trim() !== "" && maxPrice === null) errors.maxPrice = facilityMessages.invalidMaxPrice;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    errors.minPrice = facilityMessages.priceRange;
  return errors.minPrice || errors.maxPrice ? { errors } : { prices: { minPrice, maxPrice } };
}

/**
 * The list's narrower filters: district (once a city is chosen), minimum and maximum price per
 * hour and minimum rating. 'Uygula' puts them into the URL; the chips show what is in effect.
 */
export function FilterPanel({ filters, city, onApply }: FilterPanelProps) {
  const id = useId();
  const districts = useDistricts(city?.id ?? null);
  const [district, setDistrict] = useState(filters.district);
  const [minPrice, setMinPrice] = useState(typedPrice(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(typedPrice(filters.maxPrice));
  const [rating, setRating] = useState(filters.rating === null ? "" : String(filters.rating));
  const [errors, setErrors] = useState<PriceErrors>({});

  const districtOptions = placeOptions(districts.data);
  // a district from the URL that is not in the list (an id, or still loading) stays selectable
  if (district && !districtOptions.some((option) => option.value === district)) {
    const known = districts.data?.find((d) => String(d.id) === district);
    districtOptions.unshift({ value: district, label: known?.name ?? district });
  }
  const ratingChoices =
    rating && !ratingOptions.some((o) => o.value === rating)
      ? [{ value: rating, label: ratingLabel(Number(rating)) }, ...ratingOptions]
      : ratingOptions;

  return (
    <form
      aria-label="Filtreler"
      noValidate
      className="grid grid-cols-2 items-start gap-3 rounded-card border border-border bg-surface p-4 shadow-card md:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkPrices(minPrice, maxPrice);
        if (checked.errors) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        onApply({
          district: city ? district : filters.district,
          ...checked.prices,
          rating: rating === "" ? null : Number(rating),
        });
      }}
    >
      <FormField label="İlçe" controlId={`${id}-district`} className="col-span-2 md:col-span-1">
        <Select
          options={districtOptions}
          placeholder={city ? "Tüm ilçeler" : "Önce şehir seçin"}
          disabled={!city}
          value={city ? district : ""}
          onChange={(event) => setDistrict(event.target.value)}
        />
      </FormField>
      <PriceField
        label="Min. Fiyat (₺)"
        controlId={`${id}-min`}
        error={errors.minPrice}
        placeholder="0"
        value={minPrice}
        onChange={setMinPrice}
      />
      <PriceField
        label="Maks. Fiyat (₺)"
        controlId={`${id}-max`}
        error={errors.maxPrice}
        placeholder="Sınırsız"
        value={maxPrice}
        onChange={setMaxPrice}
      />
      <FormField label="Puan" controlId={`${id}-rating`} className="col-span-2 md:col-span-1">
        <Select
          options={ratingChoices}
          placeholder="Tümü"
          value={rating}
          onChange={(event) => setRating(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="col-span-2 md:col-span-1 md:mt-6.5">
        Uygula
      </Button>
    </form>
  );
}

/** A price bound, typed the Turkish way ('1.000,50'). */
function PriceField({
  label,
  controlId,
  error,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  controlId: string;
  error: string | undefined;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} controlId={controlId} error={error}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
