import type { FormikErrors } from 'formik';
import type { InferType, Schema, ValidateOptions } from 'yup';

/** A form's Yup rules, loaded on first use (see `lazySchema`). */
export interface LazySchema<S extends Schema> {
  /** the schema, once it is in; `undefined` while it cannot load (offline): the server checks the same rules */
  load: () => Promise<S | undefined>;
  /** Formik's `validate`, as `validationSchema` would check: empty strings as missing, every error at once */
  validate: <V extends object>(values: V, context?: object) => Promise<FormikErrors<V>>;
  /** what to send: the values as the schema casts them, or as they are when it cannot load (the server casts them itself) */
  cast: <V extends object>(values: V, options?: ValidateOptions) => Promise<InferType<S>>;
}

/**
 * A form's Yup rules from a module loaded when the form first checks something, not with its page
 * (Yup and its helpers are about 14 KiB gzip). A failed load is not kept: the next check
 * tries again, and meanwhile the form lets the server's answer mark its fields. Formik's helpers
 * come with the first `validate` (a form has them already; a page that only uses `load` never needs them).
 */
export function lazySchema<S extends Schema>(build: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  const load = () =>
    (loading ??= build().catch((err: unknown) => {
      loading = undefined;
      throw err;
    })).catch(() => undefined);
  return {
    load,
    async validate<V extends object>(values: V, context?: object) {
      const [schema, formik] = await Promise.all([load(), import('formik').catch(() => undefined)]);
      if (!schema || !formik) return {};
      try {
        await formik.validateYupSchema(values, schema, false, context);
        return {};
      } catch (err) {
        return formik.yupToFormErrors<V>(err);
      }
    },
    async cast<V extends object>(values: V, options?: ValidateOptions) {
      const schema = await load();
      return schema ? ((await schema.validate(values, options)) as InferType<S>) : (values as unknown as InferType<S>);
    },
  };
}
