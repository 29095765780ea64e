export type StepState = 'completed' | 'current' | 'upcoming' | 'error';

export interface StepperStep {
  id: string;
  label: string;
  description?: string;
  /** overrides the state that follows from `current` (e.g. 'error' for a step that needs attention) */
  state?: StepState;
}

export interface StepperProps {
  /** the steps, in order */
  steps: readonly StepperStep[];
  /** the id of the step the author is on */
  current: string;
  /** the steps in a row, or one under another (e.g. on narrow screens); @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** accessible name of the list of steps, e.g. "Contract application" */
  label: string;
  /** the state of each step in words, read after its label, e.g. { completed: 'Completed', current: 'Current step', … } */
  stateLabels: Readonly<Record<StepState, string>>;
  /** makes completed (and error) steps buttons that go back to them */
  onStepClick?(id: string): void;
  /** class name added to the root `<ol>` */
  className?: string;
}
