import { install, type Clock } from '@sinonjs/fake-timers';
import { recording } from '../handlers';

let clock: Clock | undefined;

/**
 * Screens show dates relative to today ("3 days ago", this month's figures): the stories' clock
 * stands at the time the demo was recorded and moves on from there, so every run reads the same.
 * Only `Date` is faked; timers and animation frames stay real.
 */
export const storyClock = async () => {
  clock ??= install({ now: new Date(recording.recordedAt), toFake: ['Date'], shouldAdvanceTime: true });
  return {};
};
