// The cashier (/trade/cashier, issue 5 section 2): the amount and items of a deal awaiting payment, the ways to pay
// it, the online payment's QR code and the development simulator's confirm screen. `reasons` are the server's keys
// of why a way to pay cannot be used.
export const cashier = {
  cashier: {
    title: '收银台',
    tradeNo: '交易号：{{id}}',
    amountDue: '应付金额',
    items: '支付内容',
    item: '项目',
    itemAmount: '金额',
    choose: '选择支付方式',
    channels: {
      Balance: '账户余额',
      Credit: '授信额度（月结）',
      Alipay: '支付宝',
      Weixin: '微信支付',
    },
    available: '可用 {{amount}}',
    online: '扫码支付',
    pay: '确认支付 {{amount}}',
    scan: '请使用{{channel}}扫描二维码完成支付',
    expires: '请在 {{time}} 前完成支付',
    waiting: '正在等待支付结果…',
    changeChannel: '更换支付方式',
    closed: '这笔支付已关闭，请重新选择支付方式',
    refunded: '这笔支付已退回付款账户',
    simulator: {
      title: '模拟支付（开发环境）',
      hint: '当前支付渠道为模拟器：点击下方按钮即模拟付款人完成或放弃支付，模拟器随后发送签名通知。',
      pay: '模拟付款成功',
      close: '模拟放弃支付',
      question: '模拟钱包：确认支付 {{amount}}？',
    },
    success: {
      title: '支付成功',
      subTitle: '已支付 {{amount}}，交易号 {{id}}',
    },
    notPayable: {
      title: '该交易当前无需支付',
      subTitle: '交易号 {{id}} 不在待支付状态',
    },
    missing: '缺少交易号，请从待支付的交易进入收银台',
    back: '返回',
    reasons: {
      notWaiting: '交易不在待支付状态',
      recharge: '充值只能在线支付',
      noAccount: '未开通此账户',
      insufficient: '可用金额不足',
      noGateway: '未开通在线支付',
    },
  },
} as const;
