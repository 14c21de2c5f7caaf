import { MESSAGE_TEMPLATES, formatDateTime, messageTemplateResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { channelsOf, editorNames } from './get-message-template.ts';
import { templateRows } from './resolve-template.ts';
import { templateCompanyOf } from './template-company.ts';

/**
 * system/MessageTemplate/List (the message template resource, a catalogue store): the templates of the catalogue a
 * company sets (the TMC: all of them), with where each channel's text comes from and the latest change of the
 * company's own texts; the reply names the company. The kit resolves the company (CompanyID through the tenancy);
 * KeyWords match the name or description in the caller's language, or the key.
 */
export const messageTemplateBinding: TResourceBinding = {
  resource: messageTemplateResource,
  store: {
    list: async (s, p) => {
      const { ctx, tx } = s;
      const target = await templateCompanyOf(ctx, tx, s.companyId);
      const stored = await templateRows(tx, [target.companyId, target.tmcId]);
      const names = await editorNames(tx, stored);
      const words = typeof p.KeyWords === 'string' ? p.KeyWords.toLowerCase() : '';
      const defs = MESSAGE_TEMPLATES.filter(
        (d) =>
          (target.isTmc || !d.TmcOnly) &&
          (!words ||
            [
              d.Key,
              ctx.t(`messageTemplate.templates.${d.Id}.name`),
              ctx.t(`messageTemplate.templates.${d.Id}.description`),
            ]
              .join('\n')
              .toLowerCase()
              .includes(words)),
      );
      const rows = defs.map((def) => {
        const channels = channelsOf(def, target, stored);
        const latest = channels
          .flatMap((c) => (c.own ? [c.own] : []))
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
        return {
          Key: def.Key,
          Group: def.Group,
          Channels: channels.map((c) => ({ Channel: c.channel, Enabled: c.text.enabled, Source: c.text.source })),
          Overridden: latest !== undefined,
          UpdateTime: latest ? formatDateTime(latest.updatedAt) : '',
          UpdatedBy: latest?.updatedBy ? (names.get(latest.updatedBy) ?? '') : '',
        };
      });
      return { rows, reply: { CompanyID: target.companyId, CompanyName: target.companyName, IsTmc: target.isTmc } };
    },
  },
};
