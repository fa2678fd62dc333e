import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styles from './form.module.css';
import type { PasswordStrength as Strength } from './password-strength';

const labels: MessageDescriptor[] = Object.values(
  defineMessages({
    0: { id: 'strength.0', defaultMessage: 'Very weak' },
    1: { id: 'strength.1', defaultMessage: 'Weak' },
    2: { id: 'strength.2', defaultMessage: 'Fair' },
    3: { id: 'strength.3', defaultMessage: 'Strong' },
    4: { id: 'strength.4', defaultMessage: 'Very strong' },
  }),
);

const strengthLabel = defineMessage({ id: 'strength.label', defaultMessage: 'Password strength' });

const tooGuessable = defineMessage({
  id: 'strength.tooGuessable',
  defaultMessage:
    'Too easy to guess: this password will be refused. Try a longer phrase of unrelated words.',
});

type Scorer = (password: string, userInputs: string[]) => Strength;
let scorer: Promise<Scorer> | null = null;

/**
 * The strength meter for a new password. It scores as the server does (same library, options
 * and minimum), so it says before submitting when the server will refuse the password.
 * `userInputs`: the account's e-mail and name, where the form knows them.
 */
export function PasswordStrength({
  password,
  userInputs,
}: {
  password: string;
  userInputs: string[];
}) {
  const intl = useIntl();
  const [strength, setStrength] = useState<Strength | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    scorer ??= import(/* webpackChunkName: "password-strength" */ './password-strength').then(
      (module) => module.passwordStrength,
    );
    void scorer.then((score) => {
      if (current) setStrength(score(password, inputs.split('\n')));
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);

  if (!password || strength === null) return null;
  const text = intl.formatMessage(labels[strength.score] ?? labels[0]!);
  return (
    // One live region for the label and the warning, so each change is announced once.
    <div className={styles.field} aria-live="polite">
      <div className={styles.meter}>
        <meter
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={strength.score}
          aria-label={intl.formatMessage(strengthLabel)}
          aria-valuetext={text}
        />
        <span>{text}</span>
      </div>
      {strength.tooGuessable ? (
        <p className={styles.hint}>{intl.formatMessage(tooGuessable)}</p>
      ) : null}
    </div>
  );
}
