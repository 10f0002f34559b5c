import { App, Button } from 'antd';
import { GOOGLE_SIGN_IN_LABEL, GoogleMark, useGoogleSignIn } from './google-sign-in';

type GoogleButtonProps = {
  /** Ask the server for a 30-day token (decision 5). */
  remember?: boolean;
  label?: string;
};

/** The Google sign-in button of the antd forms. */
export function GoogleButton({ remember = false, label = GOOGLE_SIGN_IN_LABEL }: GoogleButtonProps) {
  const { message } = App.useApp();
  const { signIn, isLoading } = useGoogleSignIn(message);
  const onClick = () => signIn(remember);

  return (
    <Button block size="large" icon={<GoogleMark />} onClick={onClick} loading={isLoading}>
      {label}
    </Button>
  );
}
