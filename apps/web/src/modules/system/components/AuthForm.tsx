import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import './auth.css';

/** A field's check: the message to show (translated) for its value, or null when the value passes. */
export type TFieldCheck = (value: string | undefined) => Promise<string | null> | string | null;

/**
 * The login screen's forms: what antd's Form did for them (values, a check per field on every change and of all
 * fields on submit, the message under a field, `aria-invalid` and `aria-describedby`), without antd's Form and its
 * validation library on a first visit to /login (docs/performance.md "First page"). A field never typed in is
 * undefined, as in antd's Form, so a check reads the same values; its input has the field's name as its id.
 */
export const useAuthForm = <V extends Record<string, string | undefined>>() => {
  type K = keyof V & string;
  const [values, setValues] = useState<Partial<V>>({});
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const current = useRef<Partial<V>>({});
  const checks = useRef(new Map<K, TFieldCheck>());
  const runs = useRef(new Map<K, number>());

  /** Checks a field's value; only the latest check of a field shows its result. Resolves true when it passes. */
  const check = useCallback(async (name: K, value: string | undefined): Promise<boolean> => {
    const fn = checks.current.get(name);
    if (!fn) return true;
    const run = (runs.current.get(name) ?? 0) + 1;
    runs.current.set(name, run);
    const error = await fn(value);
    if (runs.current.get(name) === run)
      setErrors((was) => (was[name] === (error ?? undefined) ? was : { ...was, [name]: error ?? undefined }));
    return !error;
  }, []);

  const set = useCallback((next: Partial<V>) => {
    current.current = { ...current.current, ...next };
    setValues(current.current);
  }, []);

  /** Checks the named fields (by default every field with a check); resolves true when all pass. */
  const validate = useCallback(
    async (names?: K[]): Promise<boolean> => {
      const all = names ?? [...checks.current.keys()];
      const passed = await Promise.all(all.map((n) => check(n, current.current[n])));
      return passed.every(Boolean);
    },
    [check],
  );

  return useMemo(
    () => ({
      values,
      set,
      validate,
      /** The message under a field, if its last check failed. */
      error: (name: K): string | undefined => errors[name],
      /** The props of a field's input (antd's Input): its value, its check on change, its error state. */
      field: (name: K, fieldCheck?: TFieldCheck) => {
        if (fieldCheck) checks.current.set(name, fieldCheck);
        const error = errors[name];
        return {
          id: name,
          value: values[name] ?? '',
          onChange: (e: ChangeEvent<HTMLInputElement>) => {
            const value = e.target.value;
            set({ [name]: value } as Partial<V>);
            void check(name, value);
          },
          status: error ? ('error' as const) : undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${name}_help` : undefined,
        };
      },
      /** The form's onSubmit: checks every field, then calls `finish` with the values when all pass. */
      onSubmit: (finish: (values: Partial<V>) => void) => (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        void validate().then((ok) => ok && finish(current.current));
      },
    }),
    [values, errors, set, validate, check],
  );
};
export type TAuthForm<V extends Record<string, string | undefined>> = ReturnType<typeof useAuthForm<V>>;

type TItemProps = {
  label: ReactNode;
  /** The id of the input the label names (a field's name). */
  htmlFor?: string;
  /** The field whose message shows under the item. */
  error?: string;
  errorFor?: string;
  /** A hint under the item, after the message. */
  extra?: ReactNode;
  children: ReactNode;
};

/**
 * A labelled field as antd's Form.Item draws it in a large vertical form without required marks: the label over the
 * input, the field's message in place of the gap under it (appearing as antd's does), then the hint.
 */
export const AuthFormItem = ({ label, htmlFor, error, errorFor = htmlFor, extra, children }: TItemProps) => (
  <div className="otmc-auth-item">
    <div className="otmc-auth-item-label">
      <label htmlFor={htmlFor} title={typeof label === 'string' ? label : undefined}>
        {label}
      </label>
    </div>
    <div className="otmc-auth-item-control">
      <div className="otmc-auth-item-input">
        <div className="otmc-auth-item-input-content">{children}</div>
      </div>
      {(error || extra) && (
        <div className="otmc-auth-item-additional">
          {error && (
            <div id={errorFor && `${errorFor}_help`} className="otmc-auth-item-explain">
              <div key={error} className="otmc-auth-item-error">
                {error}
              </div>
            </div>
          )}
          {extra && <div className="otmc-auth-item-extra">{extra}</div>}
        </div>
      )}
    </div>
    {error && <div className="otmc-auth-item-margin-offset" />}
  </div>
);
