/**
 * What the account endpoints answer (envelope `message`) and what the account screens show
 *. One place, so API and web say the same thing.
 */
export const accountMessages = {
  registered: "Kayıt işleminiz başarıyla tamamlandı!",
  loggedIn: "Giriş başarılı.",
  invalidCredentials: "Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin.",
  emailTaken: "Bu e-posta adresi ile kayıtlı bir hesap zaten var.",
  userNameTaken: "Bu kullanıcı adı kullanılıyor. Lütfen başka bir kullanıcı adı seçin.",
  /** Only when another account verified the number while the caller was verifying it too. */
  phoneTaken: "Bu telefon numarası başka bir hesapta doğrulanmış.",
  googleInvalid: "Google ile giriş doğrulanamadı. Lütfen tekrar deneyin.",
  googleUnavailable: "Google ile giriş şu anda kullanılamıyor.",
  googleEmailUnverified: "Google hesabınızın e-posta adresi doğrulanmamış.",
  /**
   * Google sign-in for the e-mail of a password account whose e-mail was never verified: no
   * link, no session (whoever registered the address may not own it).
   */
  googlePasswordAccountExists:
    "Bu e-posta adresiyle şifreyle açılmış bir hesap var. Lütfen şifrenizle giriş yapın; şifrenizi bilmiyorsanız 'Şifremi Unuttum' ile telefonunuzdan sıfırlayabilirsiniz.",
  googleLinked: "Google hesabınız bağlandı.",
  googleEmailMismatch: "Bu Google hesabının e-posta adresi hesabınızdaki e-posta adresiyle aynı değil.",
  googleLinkedElsewhere: "Bu Google hesabı başka bir hesaba bağlı.",
  googleOtherLinked: "Hesabınız başka bir Google hesabına bağlı.",
  /**
   * send-verification-code answers this whether or not a code went out: a number another
   * account has verified gets none, and the answer must not tell.
   */
  codeSent: "Numara başka bir hesapta doğrulanmamışsa doğrulama kodu gönderildi.",
  /** forgot-password answers this whether or not the phone exists */
  resetCodeSent: "Telefon numarası kayıtlıysa doğrulama kodu gönderildi.",
  resendTooSoon: "Yeni kod istemeden önce lütfen biraz bekleyin.",
  tooManyCodes: "Çok fazla kod istendi. Lütfen bir saat sonra tekrar deneyin.",
  codeInvalid: "Kod hatalı veya süresi dolmuş.",
  codeExhausted: "Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.",
  codeVerified: "Kod doğrulandı.",
  phoneVerified: "Telefon numaranız başarıyla doğrulandı.",
  phoneAlreadyVerified: "Telefon numaranız zaten doğrulanmış.",
  phoneMismatch: "Bu telefon numarası hesabınızdaki numara ile eşleşmiyor.",
  resetNotVerified: "Önce telefonunuza gönderilen kodu doğrulayın.",
  passwordReset: "Şifreniz başarıyla sıfırlandı.",
  passwordChanged: "Şifreniz başarıyla değiştirildi.",
  currentPasswordWrong: "Mevcut şifreniz hatalı.",
  profileUpdated: "Profil bilgileriniz başarıyla güncellendi.",
  tooManyLogins: "Çok fazla başarısız giriş denemesi. Lütfen biraz sonra tekrar deneyin.",
  userNotFound: "Kullanıcı bulunamadı.",
  loggedOut: "Çıkış yapıldı.",
  loggedOutEverywhere: "Tüm cihazlardaki oturumlarınız kapatıldı.",
  /** Login of an account past the failure cap (a code was sent only if the password was right). */
  loginCodeRequired:
    "Hesabınıza çok sayıda hatalı giriş denemesi yapıldı. Güvenliğiniz için şifreniz doğruysa kayıtlı telefonunuza bir doğrulama kodu gönderdik; şifrenizle birlikte bu kodu girin.",
  loginCodeInvalid: "Şifre veya doğrulama kodu hatalı. Lütfen kontrol edip tekrar deneyin.",
  /** The same, for an account without a verified phone: no code to send, so a wait or a reset. */
  loginPaused:
    "Hesabınıza çok sayıda hatalı giriş denemesi yapıldı. Güvenliğiniz için şifreyle giriş en fazla 24 saat durduruldu. Şifrenizi 'Şifremi Unuttum' ile yenileyebilir ya da daha sonra tekrar deneyebilirsiniz.",
} as const;

/** What a refused login asks for besides the password: `data.secondFactor` of its 401. */
export const loginSecondFactors = ["sms"] as const;
export type LoginSecondFactor = (typeof loginSecondFactors)[number];

/** Whether a refused login's `data` asks for the SMS code (`{ secondFactor: "sms" }`). */
export function asksForLoginCode(data: unknown): boolean {
  return (
    typeof data === "object" && data !== null && (data as { secondFactor?: unknown }).secondFactor === "sms"
  );
}

/** The account screens' client-side fallback error texts. */
export const accountScreenMessages = {
  loginFailed: "Giriş yaparken bir hata oluştu. Lütfen tekrar deneyin.",
  registerFailed: "Kayıt sırasında bir hata oluştu. Lütfen tekrar deneyin.",
  forgotFailed: "Şifre sıfırlama isteği gönderilirken bir hata oluştu.",
  resetFailed: "Şifre sıfırlama başarısız.",
  sendFailed: "Telefon numarası bulunamadı veya hata oluştu.",
  resendFailed: "Kod tekrar gönderilemedi.",
  verifyFailed: "Kod doğrulama başarısız.",
  profileUpdateFailed: "Profil güncellenirken bir hata oluştu. Lütfen tekrar deneyin.",
  passwordChangeFailed: "Şifre değiştirilirken bir hata oluştu. Lütfen tekrar deneyin.",
  registerSuccessTitle: "Kayıt işleminiz başarıyla tamamlandı!",
  /** Under the phone verification's code: why a code may never come (the send does not tell). */
  verificationCodeHint:
    "Kod gelmezse numarayı kontrol edin: başka bir hesapta doğrulanmış bir numaraya kod gönderilmez.",
  tokenMissing: "Token is undefined",
  logoutEverywhereFailed: "Oturumlar kapatılırken bir hata oluştu. Lütfen tekrar deneyin.",
} as const;
