import { SetPasswordPage } from '../../features/merchant/components/set-password-page';
import { paths } from '../../config/paths';

/** /set-password?token=: the approved applicant's first password (no session needed). */
export default function SetPasswordRoute() {
  return <SetPasswordPage signInHref={paths.signIn.getHref()} />;
}
