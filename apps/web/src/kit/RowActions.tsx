import type { ReactNode } from 'react';
import { Button, Dropdown, Flex } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One action of a list row: a button (onClick) or a link (to). */
export type TRowAction = {
  key: string;
  label: ReactNode;
  onClick?: () => void;
  to?: string;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
};

/**
 * A list row's actions, compact: up to `inline` of them as links, the rest behind a "more" button, so the Actions
 * column keeps one narrow width however many actions a row has.
 */
export const RowActions = ({ actions, inline = 2 }: { actions: readonly TRowAction[]; inline?: number }) => {
  const { t } = useTranslation();
  const shown = actions.length > inline ? actions.slice(0, inline) : actions;
  const rest = actions.slice(shown.length);
  return (
    <Flex gap={4} wrap align="center">
      {shown.map((a) =>
        a.to && !a.disabled ? (
          <Link key={a.key} to={a.to} data-testid={a.testId}>
            {a.label}
          </Link>
        ) : (
          <Button
            key={a.key}
            type="link"
            size="small"
            danger={a.danger}
            disabled={a.disabled}
            onClick={a.onClick}
            data-testid={a.testId}
            style={{ paddingInline: 0 }}
          >
            {a.label}
          </Button>
        ),
      )}
      {rest.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: rest.map((a) => ({
              key: a.key,
              danger: a.danger,
              disabled: a.disabled,
              label: a.to ? (
                <Link to={a.to} data-testid={a.testId}>
                  {a.label}
                </Link>
              ) : (
                <span data-testid={a.testId}>{a.label}</span>
              ),
              onClick: a.onClick,
            })),
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<EllipsisOutlined />}
            aria-label={t('kit.table.more')}
            title={t('kit.table.more')}
          />
        </Dropdown>
      )}
    </Flex>
  );
};
