import * as React from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { CheckmarkFilled, ErrorCircleFilled } from '@fluentui/react-icons';
import type { StepState, StepperProps } from './Stepper.types';
import { useStepperStyles } from './useStepperStyles.styles';
import { spokenAfter } from '../FieldBase';

/** Each step's state: given, or from its place before, at or after the current step. */
export function stepStates(steps: StepperProps['steps'], current: string): StepState[] {
  const at = steps.findIndex((s) => s.id === current);
  return steps.map((s, i) => s.state ?? (i < at ? 'completed' : i === at ? 'current' : 'upcoming'));
}

/** Where the author is in a multi-step flow (contract application, registration): done, current and coming steps. */
export const Stepper = React.forwardRef<HTMLOListElement, StepperProps>(
  ({ steps, current, orientation = 'horizontal', label, stateLabels, onStepClick, className }, ref) => {
    const styles = useStepperStyles();
    const states = stepStates(steps, current);
    const horizontal = orientation === 'horizontal';
    return (
      <ol ref={ref} aria-label={label} className={mergeClasses(styles.list, horizontal ? styles.horizontal : styles.vertical, className)}>
        {steps.map((step, i) => {
          const state = states[i];
          const last = i === steps.length - 1;
          const clickable = !!onStepClick && (state === 'completed' || state === 'error') && step.id !== current;
          const indicator = (
            <span className={mergeClasses(styles.indicator, styles[state])} aria-hidden>
              {state === 'completed' ? <CheckmarkFilled /> : state === 'error' ? <ErrorCircleFilled /> : i + 1}
            </span>
          );
          const texts = (
            <span className={styles.texts}>
              <span
                className={mergeClasses(
                  styles.label,
                  state === 'current' && styles.labelCurrent,
                  state === 'error' && styles.labelError,
                )}
              >
                {step.label}
                <span className={styles.hidden}>{spokenAfter(stateLabels[state])}</span>
              </span>
              {step.description && <span className={styles.description}>{step.description}</span>}
            </span>
          );
          const connectorDone = state === 'completed';
          const body = horizontal ? (
            <>
              <span className={styles.indicatorRow}>
                {indicator}
                {!last && <span className={mergeClasses(styles.connector, connectorDone && styles.connectorDone)} aria-hidden />}
              </span>
              {texts}
            </>
          ) : (
            <>
              {indicator}
              {texts}
            </>
          );
          return (
            <li
              key={step.id}
              aria-current={step.id === current ? 'step' : undefined}
              className={mergeClasses(styles.step, horizontal ? styles.stepHorizontal : styles.stepVertical, last && styles.last)}
            >
              {!horizontal && !last && <span className={mergeClasses(styles.connectorVertical, connectorDone && styles.connectorDone)} aria-hidden />}
              {clickable ? (
                <button type="button" className={mergeClasses(styles.body, styles.button)} onClick={() => onStepClick(step.id)}>
                  {body}
                </button>
              ) : (
                <span className={styles.body}>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    );
  },
);
Stepper.displayName = 'Stepper';
