import { accountErrorMessage, isApiError, paymentMessages } from "@halisaha/data";

/**
 * What the payment page says when a card confirmation fails: the provider's
 * message (a declined card, 402), else 'Ödeme işlemi başarısız'; when no answer came or the
 * server broke, 'Ödeme işlemi sırasında bir hata oluştu'.
 */
export function paymentFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return accountErrorMessage(error, paymentMessages.failed);
  }
  return paymentMessages.error;
}
