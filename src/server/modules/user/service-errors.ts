import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { waitInWords } from '../../../domain/session';

/** 4029 saying how long to wait, worded as the portal's countdown words it (waitInWords), with `retryAfter` in seconds. */
export const slowDown = (retryAfter: number) => {
  const wait = waitInWords(retryAfter);
  return wait.unit === 'seconds'
    ? new AppError(ApiCode.TooFrequent, 'auth.login.slowDownSeconds', { seconds: wait.seconds }, { retryAfter })
    : new AppError(ApiCode.TooFrequent, 'auth.login.slowDown', { minutes: wait.minutes }, { retryAfter });
};
