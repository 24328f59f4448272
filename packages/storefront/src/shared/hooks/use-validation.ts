import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '@mall/contract/errors';

/** The failing rule of each field, as an error key of `errors.json`. */
export type FieldErrors<F extends string> = Partial<Record<F, ErrorKey>>;

/**
 * Field messages for a form: hidden until the first submit, then recomputed on every change,
 * so a corrected field clears at once. `validate()` shows them and answers whether the form is valid.
 */
export function useValidation<F extends string>(errorsOf: () => FieldErrors<F>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const errors: FieldErrors<F> = shown ? errorsOf() : {};
  /** MUI TextField props (error flag and translated helper text) of one field. */
  const fieldProps = (field: F) => {
    const key = errors[field];
    return { error: Boolean(key), helperText: key ? t(`errors:${key}`) : undefined };
  };
  return {
    errors,
    fieldProps,
    validate: (): boolean => {
      setShown(true);
      return Object.keys(errorsOf()).length === 0;
    },
    reset: () => setShown(false),
  };
}
