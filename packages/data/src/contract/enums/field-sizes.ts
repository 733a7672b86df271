/** Pitch sizes as players per side. The value is also the label. */
export const fieldSizes = ["5v5", "6v6", "7v7", "8v8", "11v11"] as const;
export type FieldSize = (typeof fieldSizes)[number];

export const fieldSizeLabels = Object.fromEntries(fieldSizes.map((s) => [s, s])) as {
  readonly [K in FieldSize]: K;
};

export function isFieldSize(value: unknown): value is FieldSize {
  return typeof value === "string" && (fieldSizes as readonly string[]).includes(value);
}
