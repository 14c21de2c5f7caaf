// Fixed facts of the site. The operator's own details (name, domain, hotline, mailbox, licence) come
// from the server's configuration through GetSiteInfo (useSiteInfo in shell/hooks.ts).
/** The first year of the footer's copyright range (spec section 1). */
export const COPYRIGHT_SINCE = 2004;
/** The customer-service plugin has a fixed colour and position (spec section 9). */
export const CHAT_COLOR = '#ff7a1a';
