/** What the rest of the API knows about sending SMS. */
export interface SmsSender {
  /**
   * Sends `text` to a Turkish mobile number (10 digits, no leading 0). `details.code` is the
   * one-time code inside the text, for adapters that show it (the development one).
   * Rejects when the provider did not accept the message.
   */
  send(phone: string, text: string, details?: SmsDetails): Promise<void>;
}

export interface SmsDetails {
  code?: string;
}

/** The provider refused or could not be reached; the message names the cause, never the credentials. */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
}
