import { Button } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';

/** The social sign-in button: the portal's /login loads it after the form. */
export default function SocialSignIn() {
  const intl = useIntl();
  return <Button icon={<PersonCircleRegular />}>{intl.formatMessage({ id: 'social' })}</Button>;
}
