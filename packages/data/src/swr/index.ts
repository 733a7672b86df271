export { DataProvider, swrDefaults, heavyListConfig, type DataProviderProps } from "./data-provider";
export { keyPath, type ApiKey } from "./keys";
export { revalidatePaths, keyMatchesPath } from "./revalidate";
export {
  loadPageData,
  pageDataConfig,
  recordPageReads,
  type PageData,
  type PageRead,
  type PageReads,
} from "./page-data";
