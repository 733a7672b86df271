import { PageNotice } from "@halisaha/ui";

export const adminTitles = {
  dashboard: "Admin Dashboard",
  users: "Kullanıcılar",
  facilities: "Tesisler",
} as const;

/** The three admin pages: each says the page is under development. */
export function AdminPlaceholder({ page }: { page: keyof typeof adminTitles }) {
  return (
    <PageNotice headingLevel={2} title={adminTitles[page]} description="Bu sayfa geliştirme aşamasındadır." />
  );
}
