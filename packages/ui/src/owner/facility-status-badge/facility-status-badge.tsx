import { MappedBadge, type BadgeTone, type StatusBadgeBaseProps } from "../../display/badge/mapped-badge";

/** The statuses a facility can have. */
export type FacilityStatusValue = "active" | "inactive" | "pending";

/** Turkish texts of the facility statuses (a copy of the contract's: ui does not import data). */
export const facilityStatusLabels: Record<FacilityStatusValue, string> = {
  active: "Aktif",
  inactive: "Pasif",
  pending: "Onay Bekliyor",
};

const tones: Record<FacilityStatusValue, BadgeTone> = {
  active: "success",
  inactive: "neutral",
  pending: "warning",
};

export type FacilityStatusBadgeProps = StatusBadgeBaseProps<FacilityStatusValue> & {
  /** The facility's status; anything else reads 'Bilinmiyor'. */
  status: string;
};

/** 'Aktif' (success), 'Pasif' (neutral), 'Onay Bekliyor' (warning), else 'Bilinmiyor'. */
export function FacilityStatusBadge({ status, dot = true, ...props }: FacilityStatusBadgeProps) {
  return (
    <MappedBadge
      value={status}
      texts={facilityStatusLabels}
      tones={tones}
      unknownText="Bilinmiyor"
      dot={dot}
      {...props}
    />
  );
}
