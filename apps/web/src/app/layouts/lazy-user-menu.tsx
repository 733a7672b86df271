import { lazy, Suspense, type ComponentProps } from "react";
import type { UserMenu as UserMenuComponent } from "@halisaha/ui";

/**
 * The header's user menu, loaded only once someone is signed in: it brings Radix Popover
 * and Floating UI, which a guest's first visit does not need (the bundle budget,
 * scripts/bench/bundle.mjs). Until the chunk arrives the slot stays empty.
 */
const UserMenu = lazy(() => import("./user-menu-chunk"));

export function LazyUserMenu(props: ComponentProps<typeof UserMenuComponent>) {
  return (
    <Suspense fallback={null}>
      <UserMenu {...props} />
    </Suspense>
  );
}
