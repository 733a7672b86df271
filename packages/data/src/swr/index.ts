export { DataProvider, swrDefaults, heavyListConfig, type DataProviderProps } from "./data-provider";
export { fetcher } from "./fetcher";
export { keyPath, type ApiKey } from "./keys";
export { revalidatePaths, keyMatchesPath } from "./revalidate";
