import { App, Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { YesNo, addressResource, type TField, type TPayloadOf } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { ResourceListPage, resourceKey, type TResourceRow, type TValues } from '../../../kit/resource/index.ts';
import { AddressFormItems, regionFromForm, regionToForm } from '../components/AddressFormItems.tsx';
import { ProfileFormDrawer } from '../components/ProfileFormDrawer.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { useProfileList } from '../hooks/use-profile-list.ts';
import { loadRegions, regionLabel } from '../lib/regions.ts';

const REGIONS_KEY = ['profile', 'regions'] as const;

/** `/System/User/:UserID/Address`: the caller's address book; one address may be the default. */
const AddressListPage = () => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { drawer, openForm, closeForm, remove } = useProfileList(addressResource);
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const regions = useQuery({ queryKey: [...REGIONS_KEY, lang], queryFn: () => loadRegions(lang), staleTime: Infinity });

  const makeDefault = async (row: TResourceRow) => {
    const fields = Object.entries(addressResource.fields as Record<string, TField>).filter(([, f]) => f.form);
    const values: TValues = {
      ...Object.fromEntries(fields.map(([k]) => [k, row[k]])),
      [addressResource.id]: row[addressResource.id],
      IsDefault: YesNo.Yes,
    };
    const r = await call(addressResource.calls.Update, values as TPayloadOf<typeof addressResource.calls.Update>);
    if (!r.isSucc) return;
    message.success(t('messages.updated'));
    await qc.invalidateQueries({ queryKey: resourceKey(addressResource) });
  };

  return (
    <>
      <ResourceListPage
        resource={addressResource}
        readOnly
        extraColumns={() => [
          {
            key: 'Address',
            dataIndex: 'Address',
            title: t('profile.address.fullAddress'),
            width: 320,
            render: (v: unknown, row) => {
              const region = regions.data
                ? regionLabel(regions.data.names, [row.ProvinceCode, row.CityCode, row.DistrictCode])
                : '';
              return (
                <>
                  {row.IsDefault === YesNo.Yes && <Tag color="blue">{t('profile.address.default')}</Tag>}
                  {[region, String(v ?? '')].filter(Boolean).join(' ')}
                </>
              );
            },
          },
        ]}
        toolbar={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm()}>
            {t('actions.add')}
          </Button>
        )}
        rowActions={(row) => {
          const id = String(row[addressResource.id] ?? '');
          const extra =
            row.IsDefault === YesNo.Yes ? undefined : (
              <Button type="link" size="small" onClick={() => void makeDefault(row)}>
                {t('profile.address.setDefault')}
              </Button>
            );
          return <RowActions extra={extra} onEdit={() => openForm(id)} onDelete={() => remove(id)} />;
        }}
      />
      <ProfileFormDrawer
        resource={addressResource}
        open={drawer.open}
        id={drawer.id}
        onClose={closeForm}
        toForm={regionToForm}
        fromForm={regionFromForm}
      >
        {(ctx) => <AddressFormItems {...ctx} regions={regions.data?.options} />}
      </ProfileFormDrawer>
    </>
  );
};

export default AddressListPage;
