export { Notice, noticeIconVariants, noticeVariants } from "./notice";
export type { NoticeProps } from "./notice";
