import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Input, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TReply } from '@opentmc/contracts';
import type { TOrderProduct } from '../../products.ts';
import type { TOrderDetail } from '../../types.ts';

// The order log (MessageSend): every note the booker side, TMC staff and the supplier wrote, newest as the server
// orders them, and a box to write one. An internal note is for the TMC side only; the booker never sees it.

export const DeskLogCard = ({
  product,
  order,
  onDone,
}: {
  product: TOrderProduct;
  order: TOrderDetail;
  onDone: (r: TReply<unknown>) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const r = await product.orders.sendMessage({ UniqueID: order.UniqueID, Text: text, Internal: internal });
      if (r.isSucc) {
        setText('');
        setInternal(false);
      }
      await onDone(r);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('orderUi.desk.log.title')} data-testid="desk-log">
      {order.Messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderUi.desk.log.none')} />
      ) : (
        <List
          size="small"
          dataSource={order.Messages}
          data-testid="desk-log-lines"
          renderItem={(m) => (
            <List.Item>
              <div>
                <Typography.Text type="secondary">{`${m.Time} ${m.Author}`}</Typography.Text>
                {m.Internal && (
                  <Tag color="purple" style={{ marginInlineStart: 8 }}>
                    {t('orderUi.desk.log.internal')}
                  </Tag>
                )}
                <div style={{ whiteSpace: 'pre-wrap' }}>{m.Text}</div>
              </div>
            </List.Item>
          )}
        />
      )}
      <Flex vertical gap={16} style={{ marginTop: 12 }}>
        <Input.TextArea
          rows={3}
          maxLength={1000}
          showCount
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('orderUi.desk.log.placeholder')}
          data-testid="desk-log-text"
        />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} data-testid="desk-log-internal">
            {t('orderUi.desk.log.internalHint')}
          </Checkbox>
          <Button
            type="primary"
            loading={busy}
            disabled={!text.trim()}
            onClick={() => void send()}
            data-testid="desk-log-send"
          >
            {t('orderUi.desk.log.send')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
};
