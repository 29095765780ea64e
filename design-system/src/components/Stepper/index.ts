export { Stepper, stepStates } from './Stepper';
export type { StepState, StepperProps, StepperStep } from './Stepper.types';
