import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { FloorApp } from './LoginShape';

/** The lean floor: the rules, the sign-up form and the social sign-in load after the page, as on our /login. */
const SignUp = React.lazy(() => import('./SignUpForm'));
const Social = React.lazy(() => import('./SocialSignIn'));
const rules = () => import('./rules').then((r) => r.loginRules);
createRoot(document.getElementById('root')!).render(<FloorApp rules={rules} SignUp={SignUp} Social={Social} />);
