export { PageNotice } from "./page-notice";
export type { PageNoticeProps } from "./page-notice";
