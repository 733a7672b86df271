import { ACCOUNT_FAILURE_CAP } from "./login-throttle";

/** Where the owner can change the password and sign out everywhere (the web app's profile). */
export const PROFILE_LINK = "/user/profile";

/**
 * The bell notification (and push) of an account whose failed logins reached the cap: what
 * happened, what it changes for signing in, and what to do if it was not the owner.
 */
export function loginAttemptsNotice(hasVerifiedPhone: boolean): { title: string; body: string } {
  const effect = hasVerifiedPhone
    ? "Şifreyle girişte artık telefonunuza SMS ile gönderilen kod da isteniyor."
    : "Şifreyle giriş en fazla 24 saat durduruldu; 'Şifremi Unuttum' ile şifrenizi yenileyebilirsiniz.";
  return {
    title: "Hesabınıza çok sayıda hatalı giriş denemesi",
    body: `Son 24 saatte hesabınıza ${ACCOUNT_FAILURE_CAP} kez hatalı şifreyle giriş denendi. ${effect} Bu denemeler size ait değilse şifrenizi değiştirin ve 'Tüm cihazlardan çıkış yap' ile oturumlarınızı kapatın.`,
  };
}
