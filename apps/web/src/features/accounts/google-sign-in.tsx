import {
  accountErrorMessage,
  accountMessages,
  accountScreenMessages,
  usePublicConfig,
  type AccountUserResult,
  type AccountWrite,
  type GoogleLoginRequest,
} from "@halisaha/data";
import { AuthDivider, Spinner } from "@halisaha/ui";
import { useEffect, useRef, useState } from "react";
import { loadGoogleIdentity } from "./google-identity";
import { notify } from "../../shared/toasts";

/** The screen's Google login (`useGoogleLogin()`): the screen shows its failure, see `googleFailureOf`. */
type GoogleLogin = AccountWrite<GoogleLoginRequest, AccountUserResult>;

type GoogleSignInProps = {
  /** the button's wording: 'Google ile giriş yap' or 'Google ile kaydol' */
  text: "signin_with" | "signup_with";
  googleLogin: GoogleLogin;
  /** called when Google hands over a credential, before it is sent (the screen clears its other failure) */
  onStart: () => void;
  /** called after the session holds the Google account */
  onSignedIn: () => void;
};

/** The text a screen shows for a failed Google login: the server's message, else the login fallback. */
export function googleFailureOf(error: unknown): string | null {
  return error ? accountErrorMessage(error, accountScreenMessages.loginFailed) : null;
}

/**
 * "or" and Google's own button, only when the API has a Google client id (`GET /config`);
 * nothing at all otherwise. Google's script loads here, so no other screen pays for it.
 */
export function GoogleSignIn(props: GoogleSignInProps) {
  const { data } = usePublicConfig();
  const clientId = data?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <AuthDivider />
      <GoogleButton clientId={clientId} {...props} />
    </>
  );
}

type GoogleButtonState = "loading" | "ready" | "unavailable";

function GoogleButton({
  clientId,
  text,
  googleLogin,
  onStart,
  onSignedIn,
}: GoogleSignInProps & { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<GoogleButtonState>("loading");
  const { trigger, reset, isMutating: busy } = googleLogin;
  // Google keeps the first callback it was given: it reads the latest props through this ref
  const handlers = useRef({ trigger, reset, onStart, onSignedIn });
  useEffect(() => {
    handlers.current = { trigger, reset, onStart, onSignedIn };
  });

  useEffect(() => {
    let active = true;
    const onCredential = async (credential: string | undefined) => {
      if (!credential) return;
      handlers.current.reset();
      handlers.current.onStart();
      try {
        const { message } = await handlers.current.trigger({ token: credential });
        if (message) notify.success(message);
        if (active) handlers.current.onSignedIn();
      } catch {
        // the failure stays in the mutation's error, which the screen shows
      }
    };
    loadGoogleIdentity().then(
      (google) => {
        const parent = container.current;
        if (!active || !parent) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => void onCredential(response.credential),
          ux_mode: "popup",
          context: text === "signup_with" ? "signup" : "signin",
        });
        parent.replaceChildren();
        google.renderButton(parent, {
          type: "standard",
          theme: "outline",
          size: "large",
          text,
          shape: "rectangular",
          logo_alignment: "center",
          locale: "tr",
          // GIS takes a width in px between 200 and 400
          width: Math.min(400, Math.max(200, parent.clientWidth)),
        });
        setState("ready");
      },
      () => {
        if (active) setState("unavailable");
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, text]);

  return (
    <div className="flex flex-col items-center gap-2">
      {state === "loading" ? <Spinner size="sm" label="Google ile giriş hazırlanıyor" /> : null}
      {state === "unavailable" ? (
        <p className="text-sm text-muted">{accountMessages.googleUnavailable}</p>
      ) : null}
      <div
        ref={container}
        aria-busy={busy || undefined}
        className="flex min-h-11 w-full max-w-[400px] justify-center"
        hidden={state === "unavailable"}
      />
      {busy ? <Spinner size="sm" label="Google ile giriş yapılıyor" showLabel /> : null}
    </div>
  );
}
