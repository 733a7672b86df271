type FormMessageProps = {
  /** the text; nothing renders without one */
  message: string | null | undefined;
  /** "error" is announced at once (role alert), "success" politely (role status). @default "error" */
  tone?: "error" | "success";
};

/**
 * A form-level line above a form's buttons: the failure of the last submit (the server's
 * message or the screen's fallback) or a short-lived success text (the profile forms).
 */
export function FormMessage({ message, tone = "error" }: FormMessageProps) {
  if (!message) return null;
  return tone === "error" ? (
    <p
      role="alert"
      className="rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger-hover"
    >
      {message}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-control border border-primary/30 bg-primary-soft px-3 py-2 text-sm text-primary-hover"
    >
      {message}
    </p>
  );
}
