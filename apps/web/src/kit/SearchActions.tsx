import { Button, Form, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The search and reset buttons at the end of a back-office search form. */
export const SearchActions = ({ onReset }: { onReset: () => void }) => {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('actions.search')}
        </Button>
        <Button onClick={onReset}>{t('actions.reset')}</Button>
      </Space>
    </Form.Item>
  );
};
