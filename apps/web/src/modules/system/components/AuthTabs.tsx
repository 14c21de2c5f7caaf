import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './auth.css';

type TTab<K extends string> = { key: K; label: ReactNode; children: ReactNode };
type TProps<K extends string> = { activeKey: K; onChange: (key: K) => void; items: readonly TTab<K>[] };

/**
 * The login screen's tabs: antd's Tabs as the screen used them (line type, on top, 20 px apart), without its chunk
 * on a first visit (docs/performance.md "First page"). The WAI-ARIA tabs pattern as antd has it: one tab in the
 * tab order, the arrow keys (and Home, End) move between the tabs, Enter or Space picks one. A panel is mounted
 * when first shown and kept (hidden) after, so a half-filled form stays filled.
 */
export const AuthTabs = <K extends string>({ activeKey, onChange, items }: TProps<K>) => {
  const id = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement>());
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([activeKey]));
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);
  if (!visited.has(activeKey)) setVisited(new Set([...visited, activeKey]));

  // The bar under the selected tab follows it, and its width (another language's label, a late font).
  useLayoutEffect(() => {
    const measure = () => {
      const tab = tabs.current.get(activeKey);
      if (!tab?.parentElement) return;
      const box = tab.getBoundingClientRect();
      // Its centre under the tab's, as antd places it.
      const next = {
        left: box.left - tab.parentElement.getBoundingClientRect().left + box.width / 2,
        width: box.width,
      };
      setInk((was) => (was?.left === next.left && was.width === next.width ? was : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const tab of tabs.current.values()) observer.observe(tab);
    return () => observer.disconnect();
  }, [activeKey]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const to = {
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowRight: index === last ? 0 : index + 1,
      Home: 0,
      End: last,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    tabs.current.get(items[to]!.key)?.focus();
  };

  return (
    <div>
      <div className="otmc-auth-tabs-nav" role="tablist" aria-orientation="horizontal">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              if (el) tabs.current.set(item.key, el);
              else tabs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-controls={`${id}-panel-${item.key}`}
            aria-selected={item.key === activeKey}
            tabIndex={item.key === activeKey ? 0 : -1}
            className="otmc-auth-tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </button>
        ))}
        {ink && (
          <div className="otmc-auth-tabs-ink" style={{ ...ink, transform: 'translateX(-50%)' }} aria-hidden="true" />
        )}
      </div>
      {items
        .filter((item) => visited.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            tabIndex={item.key === activeKey ? 0 : -1}
            hidden={item.key !== activeKey}
          >
            {item.children}
          </div>
        ))}
    </div>
  );
};
