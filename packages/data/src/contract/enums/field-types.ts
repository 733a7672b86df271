/**
 * Pitch surfaces. The value stored and sent is the Turkish text itself, so
 * the label map is the identity; it exists so every enum is rendered the same way.
 */
export const fieldTypes = [
  "Çim Saha",
  "Halı Saha",
  "Sentetik Çim",
  "Parke",
  "Asfalt",
  "Kauçuk Zemin",
] as const;
export type FieldType = (typeof fieldTypes)[number];

export const fieldTypeLabels = Object.fromEntries(fieldTypes.map((t) => [t, t])) as {
  readonly [K in FieldType]: K;
};

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === "string" && (fieldTypes as readonly string[]).includes(value);
}
