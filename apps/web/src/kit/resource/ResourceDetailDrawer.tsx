import type { ReactNode } from 'react';
import { Button, Descriptions, Drawer, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TResource } from '@opentmc/contracts';
import { fetchResult } from '../../app/api.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { resourceDetailsKey } from './query-keys.ts';
import { cell, type TResourceRow } from './ResourceListPage.tsx';
import { ownerPayload } from './resource-values.ts';
import { useFieldRefOptions } from './use-ref-options.ts';

type TProps = {
  resource: TResource;
  open: boolean;
  id?: string;
  companyId?: string;
  cells?: Partial<Record<string, (value: unknown, row: TResourceRow) => ReactNode>>;
  onClose: () => void;
};

/** A resource's detail view (`detail` in its definition): one row from Details, its detail fields read-only. */
export const ResourceDetailDrawer = ({ resource, open, id, companyId, cells, onClose }: TProps) => {
  const { t } = useTranslation();
  const details = useQuery({
    queryKey: resourceDetailsKey(resource, id ?? '', companyId),
    queryFn: () =>
      fetchResult(
        resource.calls.Details,
        { id: id ?? '', ...ownerPayload(resource, companyId) },
        { params: { id: id ?? '' } },
      ),
    enabled: open && Boolean(id),
    gcTime: 0,
  });
  const fields = resource.fields;
  const shown = new Set(resource.detailFields);
  const refs = useFieldRefOptions(fields, (name) => shown.has(name), companyId);
  const row = details.data as TResourceRow | undefined;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={560}
      title={t(resource.page?.title ?? resource.titleKey)}
    >
      {details.isError ? (
        <LoadFailed
          title={t('kit.resource.detailsFailed')}
          error={details.error}
          action={<Button onClick={() => void details.refetch()}>{t('actions.refresh')}</Button>}
        />
      ) : !row ? (
        <Skeleton active />
      ) : (
        <Descriptions
          column={1}
          bordered
          size="small"
          data-testid={`resource-detail-${resource.key}`}
          items={[
            ...resource.detailFields.map((name) => ({
              key: name,
              label: t(resource.labelKey(name)),
              children: cells?.[name]?.(row[name], row) ?? cell(fields[name]!, row[name], t, refs[name]),
            })),
            ...(resource.createTimeColumn
              ? [{ key: 'CreateTime', label: t(resource.createTimeColumn), children: String(row.CreateTime ?? '') }]
              : []),
          ]}
        />
      )}
    </Drawer>
  );
};
