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
    },
    errors: {
      smsNotFound: '短信记录不存在',
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
