import { useMemo, useState } from 'react';
import { Avatar, Badge, Button, Empty, Menu, Skeleton, type MenuProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GetSideBadges, SIDE_POLL_MS, type TTicketInfo } from '@opentmc/contracts';
import { fetchResult } from '../api.ts';
import { useUserActions } from '../session.ts';
import { COLORS } from '../theme.ts';
import { MenuIcon } from './icons.tsx';
import { badgeTotal, buildMenu, findSelected, type TBadgeCounts, type TMenuNode } from './menu.ts';

type TItems = NonNullable<MenuProps['items']>;

const groupKeys = (nodes: readonly TMenuNode[], into = new Set<string>()): Set<string> => {
  for (const n of nodes) {
    if (n.children.length > 0) into.add(n.key);
    groupKeys(n.children, into);
  }
  return into;
};

/** Badge counts, polled every SIDE_POLL_MS (spec section 7); a failed poll simply shows nothing new. */
const useSideBadges = (userID: string) =>
  useQuery({
    queryKey: ['side', 'badges', userID],
    queryFn: () => fetchResult(GetSideBadges, {}, { failTips: false }),
    refetchInterval: SIDE_POLL_MS,
    staleTime: SIDE_POLL_MS,
  });

const CountBadge = ({ count, title }: { count: number; title: string }) => (
  <Badge
    count={count}
    showZero
    overflowCount={99}
    size="small"
    title={title}
    color={count > 0 ? undefined : '#c9ced8'}
    styles={{ indicator: { boxShadow: 'none' } }}
  />
);

/**
 * The side menu of spec section 2, built from the user's permitted actions: placeholders filled,
 * grouped by UpperAction, empty codes dropped, sorted by OrderBy; badges on the work-task,
 * order-change, SMS and trade-receipt entries; the current route highlighted.
 */
export const SideMenu = ({ ticket, collapsed }: { ticket: TTicketInfo; collapsed: boolean }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const actions = useUserActions(ticket.UserID);
  const badges = useSideBadges(ticket.UserID);
  const counts: Partial<TBadgeCounts> = badges.data ?? {};

  const tree = useMemo(
    () => buildMenu(actions.data?.UserActions ?? [], { CompanyID: ticket.CompanyID, UserID: ticket.UserID }),
    [actions.data, ticket.CompanyID, ticket.UserID],
  );
  const found = findSelected(tree, location.pathname);
  const { open } = found;
  // A group that is also a page is selected through its own first child entry.
  const selected = found.selected.map((key) => (groupKeys(tree).has(key) ? `${key}:self` : key));

  // Opened groups are the user's; a newly selected entry also opens the groups around it.
  const [openKeys, setOpenKeys] = useState<string[]>(open);
  const openSig = open.join('|');
  const [seenSig, setSeenSig] = useState(openSig);
  if (openSig !== seenSig) {
    setSeenSig(openSig);
    setOpenKeys((prev) => [...new Set([...prev, ...open])]);
  }

  const toItems = (nodes: readonly TMenuNode[], depth: number): TItems =>
    nodes.map((node) => {
      const icon = depth === 0 ? <MenuIcon name={node.icon} /> : undefined;
      if (node.children.length > 0) {
        const pending = badgeTotal(node, counts);
        return {
          key: node.key,
          icon,
          label: (
            <span className="otmc-menu-label">
              <span>{node.label}</span>
              {pending > 0 && <Badge dot />}
            </span>
          ),
          children: [
            ...(node.url ? [{ key: `${node.key}:self`, label: <Link to={node.url}>{node.label}</Link> }] : []),
            ...toItems(node.children, depth + 1),
          ],
        };
      }
      const count = node.badge ? (counts[node.badge] ?? 0) : null;
      return {
        key: node.key,
        icon,
        title: node.label,
        label: (
          <Link to={node.url} className="otmc-menu-label">
            <span>{node.label}</span>
            {count !== null && <CountBadge count={count} title={t('shell.menu.badge', { count })} />}
          </Link>
        ),
      };
    });

  if (actions.isPending) {
    return (
      <div className="otmc-sider-state">
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (actions.isError) {
    return (
      <div className="otmc-sider-state">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.menu.loadFailed')}>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void actions.refetch()}>
            {t('shell.menu.retry')}
          </Button>
        </Empty>
      </div>
    );
  }
  if (tree.length === 0) {
    return (
      <div className="otmc-sider-state">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={collapsed ? null : t('shell.menu.empty')} />
      </div>
    );
  }
  return (
    <nav aria-label={t('shell.menu.title')} data-testid="side-menu">
      {!collapsed && <div className="otmc-sider-title">{t('shell.menu.title')}</div>}
      <Menu
        mode="inline"
        items={toItems(tree, 0)}
        selectedKeys={selected}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
      />
    </nav>
  );
};

/** The user card at the top of the side menu. */
export const SiderUser = ({ ticket, collapsed }: { ticket: TTicketInfo; collapsed: boolean }) => (
  <div className="otmc-sider-user" style={collapsed ? { justifyContent: 'center', padding: '16px 0' } : undefined}>
    <Avatar style={{ background: COLORS.primary, flexShrink: 0 }}>{ticket.UserName.slice(0, 1).toUpperCase()}</Avatar>
    {!collapsed && (
      <div className="otmc-sider-user-text">
        <div className="otmc-sider-user-name">{ticket.UserName}</div>
        <div className="otmc-sider-user-company">{ticket.CompanyName}</div>
      </div>
    )}
  </div>
);
