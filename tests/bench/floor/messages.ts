/** The floor's words: as many as the portal's sign-in page shows first, in one language. */
export const MESSAGES = {
  title: 'Sign in to Writers’ Center',
  signIn: 'Sign in',
  signUp: 'Create an account',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  forgot: 'Forgot your password?',
  language: 'Language',
  social: 'Sign in with QuillID',
  emailInvalid: 'Enter a valid email address',
  required: 'Required',
  penName: 'Pen name',
  agree: 'I agree to the terms',
  create: 'Create account',
  welcome: 'Welcome back, {name}',
  signedInAt: 'Last signed in {when}',
} as const;
export type MessageId = keyof typeof MESSAGES;
