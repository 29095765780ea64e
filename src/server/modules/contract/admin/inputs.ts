/** Reading the actions' inputs: a list of states, the CLI's ids and numbers. */
import { needText, type CliArgs } from '../../../admin/registry';

export const statuses = <T extends string>(value: string | undefined, known: readonly T[], fallback: readonly string[]) => {
  const list = value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [...fallback];
  return list.filter((s): s is T => (known as readonly string[]).includes(s));
};

const idOf = (what: string) => (args: CliArgs) => {
  const value = needText(args.target, what);
  if (!/^\d+$/.test(value)) throw new Error(`Missing ${what}: the id is a number. See: npm run admin -- help`);
  return Number(value);
};
export const applicationRef = idOf('the application id');
export const contractRef = idOf('the contract id');
export const numberFlag = (value: string | boolean | undefined) =>
  typeof value === 'string' && value !== '' ? Number(value) : undefined;
