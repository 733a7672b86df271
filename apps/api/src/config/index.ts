export { DEV_JWT_SECRET, loadConfig, logLevels, nodeEnvs, paymentModes, smsProviders } from "./env";
export type {
  AppConfig,
  GoogleConfig,
  LogLevel,
  NodeEnv,
  PaymentsConfig,
  SmsConfig,
  StorageConfig,
} from "./env";
export { oneLine, StartupError } from "./startup-error";
