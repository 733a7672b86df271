/**
 * Google Identity Services (GIS), loaded only on the screens that offer Google sign-in
 * (/login, /register) and only when the API has a Google client id.
 * https://developers.google.com/identity/gsi/web/reference/js-reference
 */
export const googleIdentityScriptUrl = "https://accounts.google.com/gsi/client";

/** The part of `google.accounts.id` the app uses. */
export type GoogleAccountsId = {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: "popup" | "redirect";
    context?: "signin" | "signup" | "use";
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: "standard" | "icon";
      theme?: "outline" | "filled_blue" | "filled_black";
      size?: "large" | "medium" | "small";
      text?: "signin_with" | "signup_with" | "continue_with" | "signin";
      shape?: "rectangular" | "pill" | "circle" | "square";
      logo_alignment?: "left" | "center";
      width?: number;
      locale?: string;
    },
  ): void;
};

type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };

const googleIdOf = (): GoogleAccountsId | undefined => (window as GoogleWindow).google?.accounts?.id;

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads the GIS script once per page; a failed load may be tried again later. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = googleIdOf();
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = googleIdentityScriptUrl;
    script.async = true;
    script.defer = true;
    script.addEventListener("load", () => {
      const id = googleIdOf();
      if (id) resolve(id);
      else reject(new Error("Google Identity Services did not start"));
    });
    script.addEventListener("error", () => reject(new Error("Google Identity Services did not load")));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    document.querySelector(`script[src="${googleIdentityScriptUrl}"]`)?.remove();
    throw error;
  });
  return loading;
}
