import { facilityStatusLabels, unknownFacilityStatusLabel, type FacilityStatus } from "@halisaha/data/rules";
import { MappedBadge, type BadgeTone, type StatusBadgeBaseProps } from "../../display/badge/mapped-badge";

/** The statuses a facility can have (the contract's). */
export type FacilityStatusValue = FacilityStatus;

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
      unknownText={unknownFacilityStatusLabel}
      dot={dot}
      {...props}
    />
  );
}
