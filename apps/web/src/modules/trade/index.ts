// The trade module's parts other web modules may use: the amount format of the trade screens.
export { yuanText, signedYuanText } from './lib/money.ts';
