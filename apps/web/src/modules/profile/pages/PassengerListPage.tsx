import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CardType, DEFAULT_AREA_CODE, DEFAULT_NATIONALITY, PassengerType, passengerResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';
import { PassengerFormItems } from '../components/PassengerFormItems.tsx';
import { passengerAutoFill } from '../lib/passenger-autofill.ts';
import { ProfileFormDrawer } from '../components/ProfileFormDrawer.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { useProfileList } from '../hooks/use-profile-list.ts';

const NEW_PASSENGER = {
  CardType: CardType.IdCard,
  PassengerType: PassengerType.Adult,
  Nationality: DEFAULT_NATIONALITY,
  AreaCode: DEFAULT_AREA_CODE,
};

/** `/System/User/:UserID/Passenger`: the caller's frequent travellers. */
const PassengerListPage = () => {
  const { t } = useTranslation();
  const { drawer, openForm, closeForm, remove } = useProfileList(passengerResource);
  return (
    <>
      <ResourceListPage
        resource={passengerResource}
        readOnly
        toolbar={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm()}>
            {t('actions.add')}
          </Button>
        )}
        rowActions={(row) => {
          const id = String(row[passengerResource.id] ?? '');
          return <RowActions onEdit={() => openForm(id)} onDelete={() => remove(id)} />;
        }}
      />
      <ProfileFormDrawer
        resource={passengerResource}
        open={drawer.open}
        id={drawer.id}
        onClose={closeForm}
        newValues={NEW_PASSENGER}
        onValuesChange={(changed, form) => {
          const fill = passengerAutoFill(changed, form.getFieldsValue(true));
          if (Object.keys(fill).length > 0) form.setFieldsValue(fill);
        }}
      >
        {(ctx) => <PassengerFormItems {...ctx} />}
      </ProfileFormDrawer>
    </>
  );
};

export default PassengerListPage;
