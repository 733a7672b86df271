/**
 * A Turkish phone number the way every screen writes it: '5550000001' → '0555 000 00 01'
 * (landlines too: '2165550000' → '0216 555 00 00'). A leading 0, 90 or +90 and any spaces or
 * dashes are dropped first; anything that is not then 10 digits comes back trimmed as it was.
 * Empty or missing gives null.
 */
export function formatPhone(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? "";
  if (trimmed === "") return null;
  let digits = trimmed.replace(/[\s\-().+]/g, "");
  if (digits.length === 12 && digits.startsWith("90")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  const match = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `0${match.slice(1).join(" ")}` : trimmed;
}
