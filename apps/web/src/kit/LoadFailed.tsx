import type { ReactNode } from 'react';
import { Card, Result } from 'antd';
import type { TReply } from '@opentmc/contracts';

type TProps = {
  title: string;
  /** The failed reply (TanStack Query's error), whose message is shown. */
  error?: unknown;
  /** 404 when there is nothing to load (e.g. no id in the address). */
  status?: 'warning' | '404';
  action: ReactNode;
};

/** What a back-office screen shows when its data could not be loaded. */
export const LoadFailed = ({ title, error, status = 'warning', action }: TProps) => (
  <Card>
    <Result status={status} title={title} subTitle={(error as TReply | null | undefined)?.message} extra={action} />
  </Card>
);
