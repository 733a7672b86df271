import type { NodeEnv, StorageConfig } from "../config";

/**
 * The app's one Content-Security-Policy (API answers and the served SPA). Every third
 * party is listed here with the feature that needs it; add new ones here, nowhere else.
 * - Stripe.js (card payments): scripts and frames from js.stripe.com, 3-D Secure frames
 *   from hooks.stripe.com, calls to api.stripe.com.
 * - Google sign-in (Google Identity Services): its script, button frame, styles and calls
 *   under accounts.google.com/gsi/.
 * - Styles allow 'unsafe-inline': the UI libraries inject <style> tags at run time
 *   (scroll lock, toasts); scripts stay 'self' only.
 * - Uploaded facility images in an S3-compatible bucket: the bucket's public origin in img-src.
 * - Web push (Firebase Cloud Messaging, only for signed-in users when FIREBASE_* is set): the
 *   browser SDK registers its token with Firebase installations and FCM registrations; the
 *   service worker (`/push-sw.js`) is same-origin and loads nothing.
 */
export function cspDirectives(nodeEnv: NodeEnv, storage?: StorageConfig) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "https://js.stripe.com", "https://accounts.google.com/gsi/client"],
    styleSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"],
    imgSrc: [
      "'self'",
      "data:",
      "blob:",
      ...(storage?.kind === "s3" ? [new URL(storage.publicUrl).origin] : []),
    ],
    fontSrc: ["'self'", "data:"],
    connectSrc: [
      "'self'",
      "https://api.stripe.com",
      "https://accounts.google.com/gsi/",
      "https://firebaseinstallations.googleapis.com",
      "https://fcmregistrations.googleapis.com",
    ],
    frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com", "https://accounts.google.com/gsi/"],
    objectSrc: ["'none'"],
    // Plain-HTTP local runs (npm start, e2e on 127.0.0.1) must not be upgraded to https.
    upgradeInsecureRequests: nodeEnv === "production" ? [] : null,
  };
}
