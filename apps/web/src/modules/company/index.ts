// The company module's parts other web modules may use: none today (the user's own profile card is the system
// module's, which the company screens use for the captcha and password fields: ADR 0033).
export {};
