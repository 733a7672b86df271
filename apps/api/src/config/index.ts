export { loadConfig, logLevels, nodeEnvs } from "./env";
export type { AppConfig, LogLevel, NodeEnv } from "./env";
export { oneLine, StartupError } from "./startup-error";
