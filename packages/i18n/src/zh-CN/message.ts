// The message module: notification texts (SMS and mail templates) and the SMS list labels.
export const message = {
  message: {
    templates: {
      code: {
        Register: '【{{site}}】您的注册验证码是 {{code}}，{{minutes}} 分钟内有效。如非本人操作，请忽略本短信。',
        Login: '【{{site}}】您的登录验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉他人。',
        ResetPwd: '【{{site}}】您正在重置密码，验证码是 {{code}}，{{minutes}} 分钟内有效。如非本人操作，请忽略。',
        Bind: '【{{site}}】您的绑定验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉他人。',
      },
      approval: {
        pending:
          '【{{site}}】{{approver}}您好，{{creator}}提交的“{{subject}}” {{number}} 待您审批（{{step}}）。点击链接直接审批：{{link}} （{{hours}} 小时内有效，仅限一次）',
        follow: '【{{site}}】{{creator}}提交的“{{subject}}” {{number}} 已进入审批：{{step}}。您是关注人，无需处理。',
        approved: '【{{site}}】“{{subject}}” {{number}} 已审批通过。',
        rejected: '【{{site}}】“{{subject}}” {{number}} 被{{approver}}驳回，原因：{{reason}}',
        withdrawn: '【{{site}}】{{creator}}已撤回“{{subject}}” {{number}} 的审批申请，您无需再处理。',
      },
      order: {
        issued: '【{{site}}】您的订单 {{orderNo}}（{{trip}}）已出票：{{tickets}}。请携带下单时的有效证件乘车。',
        cannot: '【{{site}}】很抱歉，您的订单 {{orderNo}}（{{trip}}）无法出票，原因：{{cause}}。款项已全额退回。',
        refunded: '【{{site}}】您的订单 {{orderNo}}（{{trip}}）已退票，{{amount}} 元将退回原支付账户。',
      },
    },
    errors: {
      smsNotFound: '短信记录不存在',
      unknownTemplate: '没有这个消息模板',
    },
    // Checks of the message template calls (system MessageTemplate); the screens' labels are in messageTemplate.ts.
    validation: {
      channel: '请选择短信或邮件',
      channels: '请提交要保存的发送渠道，每个渠道一次',
      textRequired: '请输入模板内容',
      textTooLong: '模板内容不能超过 1000 个字',
    },
    sms: {
      title: '短信列表',
      recipient: '接收人',
      content: '内容',
      createTime: '发送时间',
      readTime: '阅读时间',
      channel: { sms: '短信', mail: '邮件' },
      status: { read: '已读', unread: '未读' },
      sendStatus: { Sent: '已发送', Failed: '发送失败' },
    },
  },
} as const;
