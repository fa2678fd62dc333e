import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styles from './form.module.css';

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

type Scorer = (password: string, userInputs: string[]) => number;
let scorer: Promise<Scorer> | null = null;

/** The strength meter for a new password: advisory (the server enforces the policy). */
export function PasswordStrength({
  password,
  userInputs,
}: {
  password: string;
  userInputs: string[];
}) {
  const intl = useIntl();
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    scorer ??= import(/* webpackChunkName: "password-strength" */ './password-strength').then(
      (module) => module.passwordScore,
    );
    void scorer.then((score) => {
      if (current) setScore(score(password, inputs.split('\n')));
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);

  if (!password || score === null) return null;
  const text = intl.formatMessage(labels[score] ?? labels[0]!);
  return (
    <div className={styles.meter}>
      <meter
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={score}
        aria-label={intl.formatMessage(strengthLabel)}
        aria-valuetext={text}
      />
      <span aria-live="polite">{text}</span>
    </div>
  );
}
