import * as React from 'react';
import { Field, ProgressBar } from '@fluentui/react-components';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { useIntl } from 'react-intl';
import { messages } from './messages';

/** zxcvbn-ts with the common-password list: about 400 KB, so this module is only loaded once someone types a new password. */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

const LEVELS = [messages.strength0, messages.strength1, messages.strength2, messages.strength3, messages.strength4] as const;
const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

export interface PasswordStrengthProps {
  password: string;
  /** words the password should not be made of (the email) */
  userInputs?: string[];
}

/** How hard the password being typed is to guess (lazy-loaded; the server makes the final check). */
const NO_INPUTS: string[] = [];

export default function PasswordStrength({ password, userInputs = NO_INPUTS }: PasswordStrengthProps) {
  const intl = useIntl();
  const deferred = React.useDeferredValue(password);
  const result = React.useMemo(() => zxcvbn.check(deferred.slice(0, 128), userInputs), [deferred, userInputs]);
  const common = result.sequence.some((m) => m.pattern === 'dictionary' && 'dictionaryName' in m && m.dictionaryName === 'passwords-common' && m.token.length === deferred.length);
  const level = intl.formatMessage(LEVELS[result.score]);
  return (
    <Field
      validationState={COLORS[result.score]}
      validationMessage={common ? intl.formatMessage(messages.strengthCommon) : intl.formatMessage(messages.strength, { level })}
      validationMessageIcon={null}
    >
      {/* The sentence below says the same; the bar is for the eye. */}
      <ProgressBar value={(result.score + 1) / 5} max={1} color={COLORS[result.score]} thickness="large" aria-hidden />
    </Field>
  );
}
