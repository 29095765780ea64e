import * as yup from 'yup';

/** The sign-in form's rules, as the portal's (an email and a password). */
export const loginRules = yup.object({
  email: yup.string().trim().email('emailInvalid').required('required'),
  password: yup.string().required('required'),
});

/** The sign-up form's rules. */
export const signUpRules = loginRules.shape({ penName: yup.string().trim().min(2, 'required').required('required') });
