import { SearchXIcon } from "lucide-react";
import type * as React from "react";
import { Notice, type NoticeProps } from "../notice";

export type EmptyStateProps = Omit<NoticeProps, "size" | "frame" | "tone" | "actions" | "slot" | "headingLevel"> & {
  /** The short Turkish message, e.g. 'Hiç sonuç bulunamadı'. */
  title: React.ReactNode;
  /** What the user can do about it, e.g. 'Filtreleri değiştirerek tekrar deneyin.' */
  description?: React.ReactNode;
  /**
   * A decorative icon above the title; `null` shows none.
   * @default <SearchXIcon />
   */
  icon?: React.ReactNode;
  /** A button or link, e.g. 'Filtreleri Temizle' or 'Yeni Tesis Ekle'. */
  action?: React.ReactNode;
  /**
   * "sm" inside a card, a table or a popover; "md" for a whole list or page.
   * @default "md"
   */
  size?: "sm" | "md" | null;
  /**
   * A dashed frame around the area the user may fill.
   * @default false
   */
  bordered?: boolean | null;
  /**
   * The heading level of the title, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
};

/** What a list shows when it has nothing to show: a Notice with a muted icon. */
export function EmptyState({ size, bordered, icon = <SearchXIcon />, action, ...props }: EmptyStateProps) {
  return (
    <Notice
      slot="empty-state"
      size={size ?? "md"}
      frame={bordered ? "dashed" : "none"}
      icon={icon}
      actions={action}
      {...props}
    />
  );
}
