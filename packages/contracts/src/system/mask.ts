// Masks for showing contact details to someone who has not proven they own them.

/** 13800000001 → 138****0001; anything else keeps its first 3 and last 4 characters when it is long enough. */
export const maskMobile = (mobile: string): string => {
  const m = mobile.trim();
  if (m.length < 8) return '*'.repeat(m.length);
  return `${m.slice(0, 3)}****${m.slice(-4)}`;
};

/** operator@opentmc.local → o***r@opentmc.local; the domain stays readable. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '***' : '';
  const local = email.slice(0, at);
  const head = local.slice(0, 1);
  const tail = local.length > 2 ? local.slice(-1) : '';
  return `${head}***${tail}${email.slice(at)}`;
};

/** 郑浩 → *浩, Zheng Hao → *********o: only the last character shows. */
export const maskName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.length ? '*' : '';
  return '*'.repeat(chars.length - 1) + chars[chars.length - 1];
};

/** A mobile number or an email address, masked as what it is. */
export const maskContact = (contact: string): string =>
  contact.includes('@') ? maskEmail(contact) : maskMobile(contact);
