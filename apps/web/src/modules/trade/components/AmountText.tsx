import { Typography } from 'antd';
import { amountTone, signedYuanText, yuanText } from '../lib/money.ts';

const TONE_COLOR = { in: '#389e0d', out: '#cf1322', none: undefined } as const;

/** An amount in yuan: signed and coloured (+ green into the account, − red out of it), or plain. */
export const AmountText = ({
  value,
  signed = false,
  strong = false,
}: {
  value: number | null | undefined;
  signed?: boolean;
  strong?: boolean;
}) => {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!signed) return <Typography.Text strong={strong}>{yuanText(value)}</Typography.Text>;
  const tone = amountTone(value);
  return (
    <Typography.Text strong={strong} style={{ color: TONE_COLOR[tone] }} data-tone={tone}>
      {signedYuanText(value)}
    </Typography.Text>
  );
};
