// Operator contact details shown in the footer, contact page and chat widget. A deployment
// replaces these with its own; SystemName and SystemDomain come from the server (GetSiteInfo).

/** The customer-service hotline (spec section 1: the footer shows licence and hotline text). */
export const HOTLINE = '400-000-2004';
/** The customer-service mailbox. */
export const SUPPORT_EMAIL = 'service@opentmc.example';
/** The travel-agency business licence number shown in the footer. */
export const LICENCE_NO = 'L-SH-00000';
/** The first year of the footer's copyright range (spec section 1). */
export const COPYRIGHT_SINCE = 2004;
/** The customer-service plugin has a fixed colour and position (spec section 9). */
export const CHAT_COLOR = '#ff7a1a';
