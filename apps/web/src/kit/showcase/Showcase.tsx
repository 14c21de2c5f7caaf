import type { ReactNode } from 'react';
import './showcase.css';

type THeroProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  tone?: 'blue' | 'indigo' | 'teal' | 'sunset';
  compact?: boolean;
  children?: ReactNode;
};

/** A full-width gradient banner with a title, a lead, actions and an inline illustration. */
export const Hero = ({ eyebrow, title, lead, actions, art, tone = 'blue', compact, children }: THeroProps) => (
  <section className={`otmc-sc-hero tone-${tone}`}>
    <div className={`otmc-container otmc-sc-hero-inner${compact ? ' compact' : ''}`}>
      <div className="otmc-sc-hero-text">
        {eyebrow && <div className="otmc-sc-eyebrow">{eyebrow}</div>}
        <h1>{title}</h1>
        {lead && <p className="otmc-sc-lead">{lead}</p>}
        {actions && <div className="otmc-sc-actions">{actions}</div>}
      </div>
      {art && (
        <div className="otmc-sc-hero-art" aria-hidden="true">
          {art}
        </div>
      )}
    </div>
    {children}
  </section>
);

type TSectionProps = {
  title?: ReactNode;
  subtitle?: ReactNode;
  tone?: 'plain' | 'white';
  id?: string;
  children: ReactNode;
};

/** A page section with a centred heading. */
export const Section = ({ title, subtitle, tone = 'plain', id, children }: TSectionProps) => (
  <section className={`otmc-sc-section tone-${tone}`} id={id}>
    <div className="otmc-container">
      {title && (
        <div className="otmc-sc-section-head">
          <h2>{title}</h2>
          {subtitle && <p>{subtitle}</p>}
        </div>
      )}
      {children}
    </div>
  </section>
);

type TFeatureProps = {
  icon: ReactNode;
  title: ReactNode;
  desc?: ReactNode;
  /** The accent colour of the icon tile. */
  color?: string;
  points?: ReactNode[];
};

/** A white card with a tinted icon, a title, a description and optional bullet points. */
export const FeatureCard = ({ icon, title, desc, color = '#1677ff', points }: TFeatureProps) => (
  <div className="otmc-sc-feature">
    <div className="otmc-sc-feature-icon" style={{ color, background: `${color}1a` }}>
      {icon}
    </div>
    <h3>{title}</h3>
    {desc && <p>{desc}</p>}
    {points && points.length > 0 && (
      <ul style={{ color }}>
        {points.map((p, i) => (
          <li key={i}>
            <span style={{ color: 'rgba(0,0,0,.7)' }}>{p}</span>
          </li>
        ))}
      </ul>
    )}
  </div>
);

/** A blue call-to-action band across the page. */
export const CtaBand = ({ title, desc, actions }: { title: ReactNode; desc?: ReactNode; actions: ReactNode }) => (
  <section className="otmc-sc-cta">
    <div className="otmc-container otmc-sc-cta-inner">
      <div>
        <h2>{title}</h2>
        {desc && <p>{desc}</p>}
      </div>
      <div className="otmc-sc-actions" style={{ marginTop: 0 }}>
        {actions}
      </div>
    </div>
  </section>
);

type TStep = { key: string; title: ReactNode; desc?: ReactNode };

/** Numbered step cards in a grid (two columns on tablets, one on phones). */
export const NumberedSteps = ({
  items,
  columns = 3,
  color = '#1677ff',
  centered = false,
}: {
  items: TStep[];
  columns?: number;
  color?: string;
  centered?: boolean;
}) => (
  <ol className={`otmc-sc-steps${centered ? ' centered' : ''}`} style={{ ['--otmc-cols' as string]: columns }}>
    {items.map((item, i) => (
      <li key={item.key} className="otmc-sc-step">
        <span className="otmc-sc-step-no" style={{ background: color }} aria-hidden="true">
          {i + 1}
        </span>
        <h3>{item.title}</h3>
        {item.desc && <p>{item.desc}</p>}
      </li>
    ))}
  </ol>
);

/** Class names for buttons on the blue backgrounds. */
export const onBlue = { ghost: 'otmc-sc-ghost', light: 'otmc-sc-light' } as const;
