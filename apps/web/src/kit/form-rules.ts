import type { FormRule } from 'antd';
import type { z } from 'zod';

/** Translates a message key (i18next `t`). */
export type TTranslateKey = (key: string) => string;

/** The message key of the first issue a schema reports for a value, or null when the value passes. */
export const firstIssueKey = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'messages.validation.invalid');
};

/**
 * An antd form rule from a shared Zod schema, so a form checks exactly what the server checks
 * and shows the same (translated) message.
 */
export const zodRule = (schema: z.ZodType, t: TTranslateKey): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const key = firstIssueKey(schema, value ?? undefined);
    if (key) throw new Error(t(key));
  },
});

/** The message key a whole-object schema reports for one field of `values`, or null when that field passes. */
export const fieldIssueKey = (schema: z.ZodType, values: Record<string, unknown>, field: string): string | null => {
  const r = schema.safeParse(values);
  return r.success ? null : (r.error.issues.find((i) => i.path[0] === field)?.message ?? null);
};

/**
 * The check of one field of a whole-object schema (e.g. the login payload, whose fields are checked inside a
 * transform): the field's value is parsed beside valid `filler` values; it resolves to the translated message, or null
 * when the field passes. The schema may come from a loader, run on the first check: the login page, a first page,
 * loads Zod only when it checks a field (docs/performance.md "First page").
 */
export const objectFieldCheck =
  (schema: z.ZodType | (() => Promise<z.ZodType>), field: string, filler: Record<string, unknown>, t: TTranslateKey) =>
  async (value: unknown): Promise<string | null> => {
    const s = typeof schema === 'function' ? await schema() : schema;
    const key = fieldIssueKey(s, { ...filler, [field]: value ?? undefined }, field);
    return key ? t(key) : null;
  };

/** An antd form rule for one field of a whole-object schema (objectFieldCheck). */
export const objectFieldRule = (
  schema: z.ZodType,
  field: string,
  filler: Record<string, unknown>,
  t: TTranslateKey,
): FormRule => {
  const check = objectFieldCheck(schema, field, filler, t);
  return {
    validator: async (_rule, value: unknown) => {
      const message = await check(value);
      if (message) throw new Error(message);
    },
  };
};

/** A rule that the field equals another field (e.g. the confirmed password), with the shared message key. */
export const sameAsRule =
  (other: string, messageKey: string, t: TTranslateKey): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === '') return;
      if (value !== getFieldValue(other)) throw new Error(t(messageKey));
    },
  });
