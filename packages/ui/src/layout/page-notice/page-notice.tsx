import type * as React from "react";
import { Notice, type NoticeProps } from "../../display/notice";

export type PageNoticeProps = Omit<NoticeProps, "size" | "frame" | "tone" | "slot" | "headingLevel"> & {
  /** The big message, e.g. 'Sayfa Bulunamadı'. */
  title: React.ReactNode;
  /** Buttons or links under the text, e.g. 'Ana Sayfa' and 'Geri Dön'. */
  actions?: React.ReactNode;
  /**
   * The colour of the icon: "neutral" (information), "warning" (not ready yet), "danger" (an error).
   * @default "neutral"
   */
  tone?: "neutral" | "warning" | "danger" | null;
  /**
   * The heading level of the title. Keep 1 when the notice is the whole page; use 2 inside a
   * layout that already has its own `<h1>` (the panel layout's heading).
   * @default 1
   */
  headingLevel?: 1 | 2 | 3;
};

/**
 * A centred message for a whole-page state: not found ('Sayfa Bulunamadı'), access denied
 * ('Erişim Reddedildi'), 'Bu sayfa hazırlanıyor' and the admin pages under development.
 * The large size of Notice.
 */
export function PageNotice({ headingLevel = 1, ...props }: PageNoticeProps) {
  return <Notice slot="page-notice" size="lg" headingLevel={headingLevel} {...props} />;
}
