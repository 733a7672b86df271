/**
 * The facility list's filters live in the URL (`/facilities?search=&city=&district=&minPrice=
 * &maxPrice=&rating=&sort=&page=`), so a search can be shared and the back button walks through
 * it. Each value is read by the rules of the contract's `facilityListQuerySchema` (a value the
 * API would refuse is left out instead of breaking the page). The schema itself is not used
 * here: it is built with zod's classic API, which the list's first visit does not load;
 * filters.test.ts checks that these readers agree with it.
 */
import {
  type FacilitiesRequest,
  FACILITY_PAGE_SIZE,
  facilitySorts,
  type FacilitySort,
  parseId,
  turkishDecimalText,
  turkishSlug,
} from "@halisaha/data";
import { paths } from "../../config/paths";

export type DiscoveryFilters = {
  /** the search text, trimmed; "" = none */
  search: string;
  /** a city slug (`istanbul`) or id; "" = every city */
  city: string;
  /** a district slug (`kadikoy`) or id; "" = every district */
  district: string;
  minPrice: number | null;
  maxPrice: number | null;
  /** at least this rating, e.g. 4.5 */
  rating: number | null;
  /** the order; "rating" (the default) is left out of the URL */
  sort: FacilitySort;
  /** 1-based */
  page: number;
};

export const emptyFilters: DiscoveryFilters = {
  search: "",
  city: "",
  district: "",
  minPrice: null,
  maxPrice: null,
  rating: null,
  sort: "rating",
  page: 1,
};

const MAX_PAGE = 1_000_000;

/** `search`: at most 100 characters once trimmed; "" when blank or too long. */
export function readSearch(raw: string | null | undefined): string {
  const text = raw?.trim() ?? "";
  return text.length <= 100 ? text : "";
}

/** `city` / `district`: an id (`34`) or a slug (`İstanbul` reads `istanbul`); "" when unusable. */
export function readPlace(raw: string | null | undefined): string {
  const text = raw?.trim() ?? "";
  if (text === "" || text.length > 100) return "";
  if (/^\d+$/.test(text)) {
    const id = parseId(text);
    return id === null ? "" : String(id);
  }
  return turkishSlug(text);
}

/** `minPrice` / `maxPrice`: up to 9 digits and 2 decimals (`1000`, `1250.50`); null otherwise. */
export function readPrice(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? "";
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Number(text) : null;
}

/**
 * A price as people type it in Turkish: `1.000`, `1.000,50`, `1000,5` or `1000` (a dot groups
 * thousands, a comma starts the kuruş; a plain `1250.50` still counts). Null when it is no price.
 */
export function readTypedPrice(raw: string): number | null {
  return readPrice(turkishDecimalText(raw));
}

/** A price written the Turkish way for a text field: `1000,5`. */
export function typedPrice(price: number | null): string {
  return price === null ? "" : String(price).replace(".", ",");
}

/** `rating`: 0 to 5 with up to 2 decimals; null otherwise. */
export function readRating(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? "";
  if (!/^\d(\.\d{1,2})?$/.test(text)) return null;
  const rating = Number(text);
  return rating <= 5 ? rating : null;
}

function readPage(raw: string | null): number {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** `sort`: one of the contract's orders; anything else reads as the default (rating). */
export function readSort(raw: string | null | undefined): FacilitySort {
  const text = raw?.trim() ?? "";
  return (facilitySorts as readonly string[]).includes(text) ? (text as FacilitySort) : "rating";
}

/** The filters a URL's query holds. A min price above the max price drops both. */
export function filtersFromSearchParams(params: URLSearchParams): DiscoveryFilters {
  let minPrice = readPrice(params.get("minPrice"));
  let maxPrice = readPrice(params.get("maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    minPrice = null;
    maxPrice = null;
  }
  const rating = readRating(params.get("rating"));
  return {
    search: readSearch(params.get("search")),
    city: readPlace(params.get("city")),
    district: readPlace(params.get("district")),
    minPrice,
    maxPrice,
    rating: rating !== null && rating > 0 ? rating : null,
    sort: readSort(params.get("sort")),
    page: readPage(params.get("page")),
  };
}

/** The query string of some filters: only what is set, page left out on page 1. */
export function searchParamsOf(filters: Partial<DiscoveryFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === "") return;
    params.set(name, String(value));
  };
  set("search", filters.search?.trim());
  set("city", filters.city);
  set("district", filters.district);
  set("minPrice", filters.minPrice);
  set("maxPrice", filters.maxPrice);
  set("rating", filters.rating);
  if (filters.sort !== undefined && filters.sort !== "rating") set("sort", filters.sort);
  if (filters.page !== undefined && filters.page > 1) set("page", filters.page);
  return params;
}

/** `/facilities` with these filters, e.g. the home search's target. */
export function facilitiesHref(filters: Partial<DiscoveryFilters> = {}): string {
  const query = searchParamsOf(filters).toString();
  return paths.facilities.href(query);
}

/**
 * The filters after a change. Anything but a page change starts again on page 1; a new city
 * drops the district (it belongs to the old city).
 */
export function changeFilters(
  current: DiscoveryFilters,
  changes: Partial<DiscoveryFilters>,
): DiscoveryFilters {
  const next = { ...current, page: 1, ...changes };
  if (changes.city !== undefined && changes.city !== current.city && changes.district === undefined)
    next.district = "";
  return next;
}

/** What the API is asked for the list: page size 10, offset (page - 1) * 10. */
export function facilitiesRequestOf(filters: DiscoveryFilters): FacilitiesRequest {
  return {
    limit: FACILITY_PAGE_SIZE,
    offset: (filters.page - 1) * FACILITY_PAGE_SIZE,
    search: filters.search,
    city: filters.city,
    district: filters.district,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    rating: filters.rating,
    sort: filters.sort === "rating" ? null : filters.sort,
  };
}

/** Whether any filter (search included) narrows the list. */
export function hasActiveFilters(filters: DiscoveryFilters): boolean {
  return (
    filters.search !== "" ||
    filters.city !== "" ||
    filters.district !== "" ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.rating !== null
  );
}
