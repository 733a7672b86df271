export { SiteFooter } from "./site-footer";
export type { SiteFooterProps } from "./site-footer";
export {
  footerCityLinks,
  footerLegalLinks,
  footerQuickLinks,
  popularCities,
  supportContact,
} from "./footer-links";
export type { FooterLink } from "./footer-links";
