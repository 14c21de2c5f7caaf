/** The OpenTMC mark: a globe with a flight path, drawn inline. */
export const LogoMark = ({ size = 38 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <rect width="40" height="40" rx="10" fill="#fff" />
    <circle cx="20" cy="20" r="11" fill="none" stroke="#1677ff" strokeWidth="2.4" />
    <ellipse cx="20" cy="20" rx="5" ry="11" fill="none" stroke="#1677ff" strokeWidth="1.6" opacity="0.55" />
    <path d="M9 20h22" stroke="#1677ff" strokeWidth="1.6" opacity="0.55" />
    <path d="M6 27c7-1 17-6 26-15" fill="none" stroke="#ff7a1a" strokeWidth="2.4" strokeLinecap="round" />
    <path d="m29.5 9.5 4.5-1.5-1.5 4.5z" fill="#ff7a1a" stroke="#ff7a1a" strokeWidth="1.4" strokeLinejoin="round" />
  </svg>
);
