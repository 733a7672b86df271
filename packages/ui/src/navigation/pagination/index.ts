export { Pagination, paginationItemVariants, paginationRange } from "./pagination";
export type { PaginationItem, PaginationProps } from "./pagination";
