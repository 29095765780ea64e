import * as yup from 'yup';
import { GOAL_PERIODS, GOAL_WORDS_MAX } from '../writing-goal';
import { V } from './messages';

/**
 * A novel's writing goal (goal.save): a day or a week, and a whole number of typed words from 1 to
 * GOAL_WORDS_MAX. The server's wire schema holds the same limits.
 */
export const writingGoalSchema = yup.object({
  period: yup.string().required(V.goalPeriod).oneOf([...GOAL_PERIODS], V.goalPeriod),
  words: yup
    .number()
    .typeError({ id: V.goalWords, values: { max: GOAL_WORDS_MAX } })
    .required({ id: V.goalWords, values: { max: GOAL_WORDS_MAX } })
    .integer({ id: V.goalWords, values: { max: GOAL_WORDS_MAX } })
    .min(1, { id: V.goalWords, values: { max: GOAL_WORDS_MAX } })
    .max(GOAL_WORDS_MAX, { id: V.goalWords, values: { max: GOAL_WORDS_MAX } }),
});
