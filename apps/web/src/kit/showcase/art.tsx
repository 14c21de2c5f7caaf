// Inline illustrations of the public pages (no external images). Shapes only, no words.

const PLANE = 'M20 2c2 0 3 3 3 6v8l15 9v4l-15-4v8l5 4v3l-8-2-8 2v-3l5-4v-8L2 29v-4l15-9V8c0-3 1-6 3-6z';

/** Home hero: a city skyline under a flight path, with a boarding pass. */
export const SkylineArt = () => (
  <svg viewBox="0 0 400 300" role="presentation">
    <defs>
      <linearGradient id="otmc-art-card" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="1" stopColor="#e6f0ff" />
      </linearGradient>
    </defs>
    <circle cx="322" cy="66" r="32" fill="#ffd27a" opacity="0.92" />
    <g fill="#fff" opacity="0.85">
      <ellipse cx="86" cy="72" rx="38" ry="13" />
      <ellipse cx="108" cy="62" rx="24" ry="16" />
      <ellipse cx="262" cy="118" rx="30" ry="9" />
      <ellipse cx="278" cy="110" rx="18" ry="11" />
    </g>
    <g fill="#fff" opacity="0.16">
      <rect x="18" y="190" width="34" height="92" rx="2" />
      <rect x="58" y="160" width="26" height="122" rx="2" />
      <rect x="90" y="204" width="40" height="78" rx="2" />
      <rect x="138" y="140" width="22" height="142" rx="2" />
      <path d="M149 116l7 24h-14z" />
      <rect x="168" y="186" width="46" height="96" rx="2" />
      <rect x="222" y="168" width="28" height="114" rx="2" />
      <rect x="256" y="206" width="50" height="76" rx="2" />
      <rect x="312" y="178" width="30" height="104" rx="2" />
      <rect x="348" y="212" width="40" height="70" rx="2" />
    </g>
    <rect x="0" y="280" width="400" height="20" fill="#fff" opacity="0.1" />
    <path
      d="M40 236C120 118 262 86 362 148"
      fill="none"
      stroke="#fff"
      strokeWidth="2"
      strokeDasharray="6 8"
      opacity="0.85"
    />
    <circle cx="40" cy="236" r="7" fill="#ff9a3c" stroke="#fff" strokeWidth="2" />
    <circle cx="362" cy="148" r="7" fill="#ff9a3c" stroke="#fff" strokeWidth="2" />
    <g transform="translate(196 86) rotate(78 20 20)">
      <path d={PLANE} fill="#fff" />
    </g>
    <g transform="translate(120 196)">
      <rect width="196" height="70" rx="12" fill="url(#otmc-art-card)" />
      <rect x="132" y="0" width="1.5" height="70" fill="#c8d9f5" />
      <circle cx="22" cy="24" r="8" fill="#1677ff" />
      <rect x="38" y="18" width="34" height="12" rx="3" fill="#1d3b72" />
      <rect x="86" y="18" width="34" height="12" rx="3" fill="#1d3b72" />
      <path d="M75 24h8" stroke="#1677ff" strokeWidth="2" strokeLinecap="round" />
      <rect x="16" y="44" width="56" height="7" rx="3.5" fill="#b9cbe8" />
      <rect x="80" y="44" width="40" height="7" rx="3.5" fill="#b9cbe8" />
      <g fill="#1d3b72">
        <rect x="146" y="14" width="3" height="42" />
        <rect x="152" y="14" width="1.5" height="42" />
        <rect x="156" y="14" width="4" height="42" />
        <rect x="163" y="14" width="2" height="42" />
        <rect x="168" y="14" width="3" height="42" />
        <rect x="174" y="14" width="1.5" height="42" />
        <rect x="178" y="14" width="3" height="42" />
      </g>
    </g>
  </svg>
);

/** Business-trip platform: a management console with charts and an approval list. */
export const PlatformArt = () => (
  <svg viewBox="0 0 400 300" role="presentation">
    <rect x="24" y="30" width="352" height="236" rx="14" fill="#fff" />
    <rect x="24" y="30" width="352" height="34" rx="14" fill="#e9f1ff" />
    <rect x="24" y="50" width="352" height="14" fill="#e9f1ff" />
    <circle cx="46" cy="47" r="5" fill="#ff6b6b" />
    <circle cx="62" cy="47" r="5" fill="#ffc14d" />
    <circle cx="78" cy="47" r="5" fill="#4cd08a" />
    <rect x="24" y="64" width="70" height="202" fill="#f4f7fc" />
    <g fill="#c9d7ee">
      <rect x="36" y="82" width="46" height="8" rx="4" />
      <rect x="36" y="102" width="38" height="8" rx="4" />
      <rect x="36" y="122" width="46" height="8" rx="4" />
      <rect x="36" y="142" width="30" height="8" rx="4" />
    </g>
    <rect x="32" y="116" width="4" height="20" rx="2" fill="#1677ff" />
    <g transform="translate(110 84)">
      <rect width="140" height="96" rx="10" fill="#f7faff" stroke="#e3ebf8" />
      <g fill="#1677ff">
        <rect x="16" y="52" width="14" height="30" rx="3" opacity="0.45" />
        <rect x="38" y="34" width="14" height="48" rx="3" opacity="0.7" />
        <rect x="60" y="44" width="14" height="38" rx="3" opacity="0.55" />
        <rect x="82" y="20" width="14" height="62" rx="3" />
        <rect x="104" y="30" width="14" height="52" rx="3" opacity="0.8" />
      </g>
      <rect x="16" y="12" width="50" height="6" rx="3" fill="#c9d7ee" />
    </g>
    <g transform="translate(262 84)">
      <rect width="100" height="96" rx="10" fill="#f7faff" stroke="#e3ebf8" />
      <circle cx="50" cy="50" r="26" fill="none" stroke="#e3ebf8" strokeWidth="12" />
      <circle
        cx="50"
        cy="50"
        r="26"
        fill="none"
        stroke="#ff7a1a"
        strokeWidth="12"
        strokeDasharray="110 200"
        transform="rotate(-90 50 50)"
      />
      <circle
        cx="50"
        cy="50"
        r="26"
        fill="none"
        stroke="#1677ff"
        strokeWidth="12"
        strokeDasharray="40 200"
        strokeDashoffset="-110"
        transform="rotate(-90 50 50)"
      />
    </g>
    <g transform="translate(110 194)">
      <rect width="252" height="58" rx="10" fill="#f7faff" stroke="#e3ebf8" />
      <circle cx="22" cy="19" r="7" fill="#4cd08a" />
      <path d="M18.5 19l2.5 2.5 4.5-5" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      <rect x="38" y="15" width="120" height="8" rx="4" fill="#c9d7ee" />
      <rect x="200" y="13" width="38" height="12" rx="6" fill="#d8f5e5" />
      <circle cx="22" cy="40" r="7" fill="#ffc14d" />
      <rect x="38" y="36" width="92" height="8" rx="4" fill="#c9d7ee" />
      <rect x="200" y="34" width="38" height="12" rx="6" fill="#fff1d6" />
    </g>
  </svg>
);

/** Meetings: a stage with a screen, a speaker's podium and an audience. */
export const MeetingArt = () => (
  <svg viewBox="0 0 400 300" role="presentation">
    <rect x="70" y="30" width="260" height="150" rx="10" fill="#fff" />
    <rect x="84" y="44" width="232" height="122" rx="6" fill="#fff3ea" />
    <path
      d="M100 140l40-36 32 24 44-48 40 30 44-34"
      fill="none"
      stroke="#ff7a1a"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <g fill="#ffb27d">
      <circle cx="140" cy="104" r="5" />
      <circle cx="172" cy="128" r="5" />
      <circle cx="216" cy="80" r="5" />
      <circle cx="256" cy="110" r="5" />
    </g>
    <rect x="196" y="180" width="8" height="22" fill="#fff" opacity="0.7" />
    <path d="M250 206h56l-8 46h-40z" fill="#fff" />
    <rect x="246" y="200" width="64" height="10" rx="3" fill="#ffe2cc" />
    <circle cx="278" cy="184" r="13" fill="#ffd9bd" />
    <path d="M260 204c0-12 8-18 18-18s18 6 18 18" fill="#ffd9bd" />
    <g fill="#fff" opacity="0.85">
      <circle cx="60" cy="236" r="12" />
      <path d="M40 268c0-14 9-22 20-22s20 8 20 22z" />
      <circle cx="112" cy="236" r="12" />
      <path d="M92 268c0-14 9-22 20-22s20 8 20 22z" />
      <circle cx="164" cy="236" r="12" />
      <path d="M144 268c0-14 9-22 20-22s20 8 20 22z" />
      <circle cx="216" cy="236" r="12" />
      <path d="M196 268c0-14 9-22 20-22s20 8 20 22z" />
      <circle cx="346" cy="236" r="12" />
      <path d="M326 268c0-14 9-22 20-22s20 8 20 22z" />
    </g>
    <rect x="20" y="272" width="360" height="8" rx="4" fill="#fff" opacity="0.35" />
  </svg>
);
