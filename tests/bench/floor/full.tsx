import { createRoot } from 'react-dom/client';
import { FloorApp } from './LoginShape';
import { loginRules } from './rules';
import SignUpForm from './SignUpForm';
import SocialSignIn from './SocialSignIn';

/** The floor with everything in its first load. */
createRoot(document.getElementById('root')!).render(<FloorApp rules={async () => loginRules} SignUp={SignUpForm} Social={SocialSignIn} />);
