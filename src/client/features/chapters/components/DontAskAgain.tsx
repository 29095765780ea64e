import { Checkbox } from '@writers-center/design-system';

export interface DontAskAgainProps {
  label: string;
  value: boolean;
  onChange(value: boolean): void;
}

/** The publish question's "don't ask again" box (Fluent's Checkbox: loaded with the question, not with the editor). */
export function DontAskAgain({ label, value, onChange }: DontAskAgainProps) {
  return <Checkbox name="dont-ask" label={label} value={value} onChange={onChange} />;
}
