export { ApiError, isApiError, type ApiErrorOptions } from "./api-error";
export { checkedAnswer, contracts, parseAnswer } from "./checked-answer";
export {
  configureApi,
  resetApiConfig,
  getApiConfig,
  defaultApiConfig,
  type ApiConfig,
  type UnauthorizedEvent,
} from "./config";
export {
  request,
  apiGet,
  apiPost,
  apiPut,
  apiPatch,
  apiDelete,
  buildUrl,
  type ApiResult,
  type HttpMethod,
  type Query,
  type QueryValue,
  type RequestOptions,
} from "./request";
