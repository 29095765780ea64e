import { install, type Clock } from '@sinonjs/fake-timers';
import { recording } from '../handlers';

let clock: Clock | undefined;

/**
 * Screens show dates relative to today ("3 days ago", "5 days, 0 hours" left, this month's
 * figures): each story starts with the clock at the time the demo was recorded, and it moves on
 * from there (countdowns still count), so every run reads the same. Only `Date` is faked; timers
 * and animation frames stay real.
 */
export const storyClock = async () => {
  if (clock) clock.setSystemTime(new Date(recording.recordedAt));
  else clock = install({ now: new Date(recording.recordedAt), toFake: ['Date'], shouldAdvanceTime: true });
  return {};
};
