/** The lazy chunk of LazyUserMenu: only this module imports the ui UserMenu. */
export { UserMenu as default } from "@halisaha/ui";
