import type * as React from "react";
import { Badge, type BadgeProps } from "../../display/badge";

/** The statuses a facility can have. */
export type FacilityStatusValue = "active" | "inactive" | "pending";

/** Turkish texts of the facility statuses (a copy of the contract's: ui does not import data). */
export const facilityStatusLabels: Record<FacilityStatusValue, string> = {
  active: "Aktif",
  inactive: "Pasif",
  pending: "Onay Bekliyor",
};

type Tone = NonNullable<BadgeProps["tone"]>;
const tones: Record<FacilityStatusValue, Tone> = {
  active: "success",
  inactive: "neutral",
  pending: "warning",
};
const isKnown = (status: string): status is FacilityStatusValue => Object.hasOwn(tones, status);

export type FacilityStatusBadgeProps = Omit<BadgeProps, "tone" | "children" | "asChild"> & {
  /** The facility's status; anything else reads 'Bilinmiyor'. */
  status: string;
  /** Texts that win over the built-in Turkish ones. */
  labels?: Partial<Record<FacilityStatusValue, React.ReactNode>>;
};

/** 'Aktif' (success), 'Pasif' (neutral), 'Onay Bekliyor' (warning), else 'Bilinmiyor'. */
export function FacilityStatusBadge({ status, labels, dot = true, ...props }: FacilityStatusBadgeProps) {
  const known = isKnown(status);
  return (
    <Badge data-status={status} tone={known ? tones[status] : "neutral"} dot={dot} {...props}>
      {known ? (labels?.[status] ?? facilityStatusLabels[status]) : "Bilinmiyor"}
    </Badge>
  );
}
