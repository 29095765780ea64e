import type * as yup from 'yup';
import { forbiddenInLine, forbiddenInName } from '../text-fields';
import { V } from './messages';

/** The kinds of free-text field (`../text-fields`) as Yup tests, added to a field's own schema; titles: `forbiddenInTitle`. */

/** A person's name as on an ID: letters and the marks of names. */
export const nameChars = <S extends yup.Schema>(schema: S): S =>
  schema.test('name-chars', (value, context) => {
    const found = forbiddenInName(String(value ?? ''));
    return !found || context.createError({ message: { id: V.nameChars, values: found } });
  }) as S;

/** A plain line (address, bank, link): no emoji, markup or invisible characters. */
export const lineChars = <S extends yup.Schema>(schema: S): S =>
  schema.test('line-chars', (value, context) => {
    const found = forbiddenInLine(String(value ?? ''));
    return !found || context.createError({ message: { id: V.textChars, values: found } });
  }) as S;
