import { Pagination } from "@halisaha/ui";

type PagerProps = { page: number; totalPages: number; onPageChange: (page: number) => void };

/**
 * The list's page buttons (first, last, current ±1, ellipses). Its own chunk, loaded once a
 * result has more than one page: it sits under the cards, so nothing moves when it arrives.
 */
export default function Pager({ page, totalPages, onPageChange }: PagerProps) {
  return <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} className="pt-2" />;
}
