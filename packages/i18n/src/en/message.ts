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
      approval: {
        pending:
          '[{{site}}] {{approver}}, {{creator}} asks for your approval of "{{subject}}" {{number}} ({{step}}). Approve or reject here: {{link}} (valid {{hours}} hours, once)',
        follow:
          '[{{site}}] "{{subject}}" {{number}} by {{creator}} is now at approval step {{step}}. You follow it; nothing to do.',
        approved: '[{{site}}] "{{subject}}" {{number}} has been approved.',
        rejected: '[{{site}}] "{{subject}}" {{number}} was rejected by {{approver}}. Reason: {{reason}}',
        withdrawn: '[{{site}}] {{creator}} withdrew "{{subject}}" {{number}} from approval; nothing to do.',
      },
      order: {
        issued: '[{{site}}] Your order {{orderNo}} ({{trip}}) is ticketed: {{tickets}}. Bring the ID you booked with.',
        cannot:
          '[{{site}}] Sorry, your order {{orderNo}} ({{trip}}) could not be ticketed: {{cause}}. The money has been returned in full.',
        refunded:
          '[{{site}}] Your order {{orderNo}} ({{trip}}) has been refunded; CNY {{amount}} goes back to the account you paid from.',
      },
    },
    errors: {
      smsNotFound: 'No such SMS record',
      unknownTemplate: 'No such message template',
    },
    validation: {
      channel: 'Choose SMS or mail',
      channels: 'Send the channels to save, each once',
      textRequired: 'Enter the template text',
      textTooLong: 'The template text may not be longer than 1000 characters',
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
