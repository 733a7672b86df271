/** Password lengths: 6 on register, login and reset; 8 on the profile change. */
export const passwordRules = {
  min: 6,
  minMessage: "Şifre en az 6 karakter olmalıdır",
  changeMin: 8,
  changeMinMessage: "Şifreniz en az 8 karakter olmalıdır",
  /** argon2 hashes any length, but a bound keeps hashing cheap and requests small */
  max: 128,
  maxMessage: "Şifre en fazla 128 karakter olabilir",
} as const;

/** The server refuses passwords from its common-password list with this text. */
export const commonPasswordMessage =
  "Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.";
