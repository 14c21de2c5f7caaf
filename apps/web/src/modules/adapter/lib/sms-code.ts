/** The verification code inside an SMS or mail text (a standalone 6-digit number), or null. */
export const findCode = (content: string): string | null => /(?<!\d)(\d{6})(?!\d)/.exec(content)?.[1] ?? null;
