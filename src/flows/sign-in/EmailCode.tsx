// The sign-in page's way to a mailed code (docs/passwordless.md), for tenants that turn it on:
// the button, in the first load (it is a few bytes), and the steps themselves, a chunk of their
// own (features/email-code/) fetched on the press. Kept apart from SignInForm.tsx so the form's
// other additions stay separate.
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import type { CodeOutcome } from '../../api/email-codes';
import { Loading } from '../../ui/Loading';
import { ui } from '../../ui/Screen';
import { useBrand, useTenantId } from '../../whitelabel/WhitelabelContext';
import { followAuthority } from './follow-authority';
import { emailMeACode } from './messages';
import styles from './sign-in.module.css';

const EmailCodeSignIn = lazy(
  () => import(/* webpackChunkName: "email-code" */ '../../features/email-code/EmailCodeSignIn'),
);

/** "Email me a code", neutral and as wide as Sign in; only where the tenant turned it on. */
export function EmailCodeButton({ onChoose }: { onChoose(): void }) {
  const brand = useBrand();
  if (!brand?.emailCodes) return null;
  return (
    <button
      type="button"
      className={`${ui.button} ${ui.secondary} ${styles.wide}`}
      // Fetched as the pointer comes near, so the step is there on the press.
      onPointerEnter={() =>
        void import(
          /* webpackChunkName: "email-code" */ '../../features/email-code/EmailCodeSignIn'
        )
      }
      onClick={onChoose}
    >
      <FormattedMessage {...emailMeACode} />
    </button>
  );
}

/** The mailed code's steps; a right code goes to the authority or to the second step. */
export function EmailCodeSteps({
  interaction,
  email,
  onSecondStep,
  onBack,
  restart,
}: {
  interaction: string;
  email: string;
  onSecondStep(
    step: Extract<CodeOutcome, { secondStep: unknown }>['secondStep'],
    email: string,
  ): void;
  onBack(): void;
  restart(): void;
}) {
  const api = useApi();
  const tenant = useTenantId();
  return (
    <Suspense fallback={<Loading />}>
      <EmailCodeSignIn
        interaction={interaction}
        email={email}
        tenant={tenant}
        onBack={onBack}
        restart={restart}
        onOutcome={(outcome, typed) => {
          if ('secondStep' in outcome) onSecondStep(outcome.secondStep, typed);
          else followAuthority(api, outcome.redirectTo);
        }}
      />
    </Suspense>
  );
}
