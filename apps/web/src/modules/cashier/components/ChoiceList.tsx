import type { ReactNode } from 'react';
import { Flex, Radio, Typography } from 'antd';
import { AlipayCircleOutlined, CreditCardOutlined, WalletOutlined, WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCashierChannel, TCashierInfo } from '@opentmc/contracts';
import { yuanText } from '../../trade/index.ts';

const ICONS: Record<TCashierChannel, ReactNode> = {
  Balance: <WalletOutlined style={{ color: '#fa8c16' }} />,
  Credit: <CreditCardOutlined style={{ color: '#722ed1' }} />,
  Alipay: <AlipayCircleOutlined style={{ color: '#1677ff' }} />,
  Weixin: <WechatOutlined style={{ color: '#52c41a' }} />,
};

type TProps = {
  choices: TCashierInfo['Choices'];
  value: TCashierChannel | null;
  onChange: (c: TCashierChannel) => void;
};

/** The ways to pay: company accounts with what is available, and the online channels; a disabled one says why. */
export const ChoiceList = ({ choices, value, onChange }: TProps) => {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(e) => onChange(e.target.value as TCashierChannel)} style={{ width: '100%' }}>
      <Flex vertical gap={10}>
        {choices.map((c) => {
          const channel = c.Channel as TCashierChannel;
          return (
            <div
              key={channel}
              className={`otmc-cashier-choice${value === channel ? ' is-selected' : ''}`}
              data-testid={`cashier-choice-${channel}`}
              data-enabled={c.Enabled}
            >
              <Radio value={channel} disabled={!c.Enabled}>
                <span className="otmc-cashier-choice-row">
                  <Flex gap={10} align="center">
                    <span style={{ fontSize: 20 }}>{ICONS[channel]}</span>
                    <span>{t(`cashier.channels.${channel}`)}</span>
                  </Flex>
                  <Flex gap={12} align="center">
                    {c.Available !== null && (
                      <Typography.Text type={c.Enabled ? undefined : 'secondary'}>
                        {t('cashier.available', { amount: yuanText(c.Available) })}
                      </Typography.Text>
                    )}
                    {!c.Enabled && c.DisabledReason && (
                      <Typography.Text type="warning">{t(c.DisabledReason)}</Typography.Text>
                    )}
                    {c.Enabled && c.Available === null && (
                      <Typography.Text type="secondary">{t('cashier.online')}</Typography.Text>
                    )}
                  </Flex>
                </span>
              </Radio>
            </div>
          );
        })}
      </Flex>
    </Radio.Group>
  );
};
