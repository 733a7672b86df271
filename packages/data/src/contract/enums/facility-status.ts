export const facilityStatuses = ["active", "inactive", "pending"] as const;
export type FacilityStatus = (typeof facilityStatuses)[number];

export const facilityStatusLabels = {
  active: "Aktif",
  inactive: "Pasif",
  pending: "Onay Bekliyor",
} as const satisfies Record<FacilityStatus, string>;

/** Shown for any status outside the list. */
export const unknownFacilityStatusLabel = "Bilinmiyor";

export function isFacilityStatus(value: unknown): value is FacilityStatus {
  return typeof value === "string" && (facilityStatuses as readonly string[]).includes(value);
}

/** The Turkish label of a facility status; anything else reads as Bilinmiyor. */
export function facilityStatusLabel(status: string | null | undefined): string {
  return isFacilityStatus(status) ? facilityStatusLabels[status] : unknownFacilityStatusLabel;
}
