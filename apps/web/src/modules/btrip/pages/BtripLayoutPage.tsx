import { Outlet, useLocation, useNavigate } from 'react-router';
import { Card, Flex, Menu } from 'antd';
import { FormOutlined, SolutionOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** `/btrip`: the business-trip screens (apply, my applications, one application, correction) under one menu. */
const BtripLayoutPage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = [
    { key: '/btrip/outgoing/register', icon: <FormOutlined />, label: t('btrip.menu.apply') },
    { key: '/btrip/list', icon: <SolutionOutlined />, label: t('btrip.menu.list') },
  ];
  return (
    <Flex vertical gap={16} data-testid="btrip-layout">
      <Card size="small" styles={{ body: { padding: '0 12px' } }}>
        <Menu
          mode="horizontal"
          selectedKeys={items.filter((i) => pathname.toLowerCase() === i.key.toLowerCase()).map((i) => i.key)}
          items={items}
          onClick={({ key }) => navigate(key)}
          style={{ borderBottom: 'none' }}
          data-testid="btrip-nav"
        />
      </Card>
      <Outlet />
    </Flex>
  );
};

export default BtripLayoutPage;
