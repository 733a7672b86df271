export { envelopeOf, fail, ok } from "./envelope";
export {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  isHttpError,
  notFound,
  payloadTooLarge,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  unsupportedMediaType,
  validationFailed,
} from "./errors";
export { fieldErrorsFromValidation, parse, toFieldErrors } from "./validation";
