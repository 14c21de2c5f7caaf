import type { TCatalog } from '../types.ts';
import type { message as zh } from '../zh-CN/message.ts';

export const message = {
  message: {
    templates: {
      code: {
        Register:
          '[{{site}}] Your registration code is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
        Login: '[{{site}}] Your login code is {{code}}, valid for {{minutes}} minutes. Do not share it.',
        ResetPwd:
          '[{{site}}] Your password reset code is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
        Bind: '[{{site}}] Your binding code is {{code}}, valid for {{minutes}} minutes. Do not share it.',
      },
    },
    errors: {
      smsNotFound: 'No such SMS record',
    },
    sms: {
      title: 'SMS list',
      recipient: 'Recipient',
      content: 'Content',
      createTime: 'Sent at',
      readTime: 'Read at',
      channel: { sms: 'SMS', mail: 'Mail' },
      status: { read: 'Read', unread: 'Unread' },
      sendStatus: { Sent: 'Sent', Failed: 'Failed' },
    },
  },
} as const satisfies TCatalog<typeof zh>;
