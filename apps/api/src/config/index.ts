export {
  DEV_JWT_SECRET,
  JWT_SECRET_FILE,
  loadConfig,
  logLevels,
  nodeEnvs,
  paymentModes,
  smsProviders,
} from "./env";
export type {
  AppConfig,
  GoogleConfig,
  LogLevel,
  NodeEnv,
  PaymentsConfig,
  SmsConfig,
  StorageConfig,
} from "./env";
export type { FirebaseServiceAccount, PushConfig, WebPushConfig } from "./push";
export { oneLine, StartupError } from "./startup-error";
export { isLoopback, startupWarnings } from "./warnings";
