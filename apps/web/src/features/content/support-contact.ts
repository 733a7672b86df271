import { supportContact } from "@halisaha/ui";

/**
 * The channels the content pages name. Support's e-mail, phone and hours are the footer's
 * (`supportContact` of @halisaha/ui), so every page says the same thing.
 */
export const contactChannels = {
  ...supportContact,
  mailHref: `mailto:${supportContact.email}`,
  /** always-on written support */
  online: "7/24 online destek",
  /** applications under KVKK md. 11 */
  kvkkEmail: "kvkk@halisaha.dev",
  kvkkHref: "mailto:kvkk@halisaha.dev",
} as const;
