export { PageNotice, pageNoticeIconVariants } from "./page-notice";
export type { PageNoticeProps } from "./page-notice";
