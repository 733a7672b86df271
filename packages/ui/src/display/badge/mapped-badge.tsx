import type * as React from "react";
import { Badge, type BadgeProps } from "./badge";

export type BadgeTone = NonNullable<BadgeProps["tone"]>;

/** The props every status badge takes: a Badge's, less what the status decides. */
export type StatusBadgeBaseProps<Value extends string> = Omit<BadgeProps, "tone" | "children" | "asChild"> & {
  /** Texts that win over the built-in Turkish ones. */
  labels?: Partial<Record<Value, React.ReactNode>>;
};

export type MappedBadgeProps<Value extends string> = StatusBadgeBaseProps<Value> & {
  /** The raw value, looked up in `texts` and `tones`; also written to `data-status`. */
  value: string;
  /** The built-in Turkish text of each known value. */
  texts: Record<Value, string>;
  /** The tone of each known value; an unknown value takes the neutral tone. */
  tones: Record<Value, BadgeTone>;
  /** What an unknown value reads; by default the value itself. */
  unknownText?: React.ReactNode;
  /** Drawn before the text, e.g. an icon. */
  before?: React.ReactNode;
};

/**
 * A badge whose text and tone come from maps keyed by a status value: the shared body of the
 * reservation, payment and facility status badges.
 */
export function MappedBadge<Value extends string>({
  value,
  texts,
  tones,
  labels,
  unknownText,
  before,
  ...props
}: MappedBadgeProps<Value>) {
  const known = Object.hasOwn(tones, value);
  const key = value as Value;
  return (
    <Badge data-status={value} tone={known ? tones[key] : "neutral"} {...props}>
      {before}
      {known ? (labels?.[key] ?? texts[key]) : (unknownText ?? value)}
    </Badge>
  );
}
