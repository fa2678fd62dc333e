import { useId, type SelectHTMLAttributes } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { roleName } from '../../features/organisations/messages';
import { formStyles } from '../../ui/form';
import { ui } from '../../ui/Screen';
import styles from './organisations.module.css';

/** A labelled choice of role (the organisation's own list, highest first). */
export function RoleSelect({
  label,
  roles,
  hiddenLabel,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: MessageDescriptor | string;
  roles: readonly string[];
  /** The label is said, not shown (a row whose name is beside it). */
  hiddenLabel?: boolean;
}) {
  const id = useId();
  const intl = useIntl();
  return (
    <span className={hiddenLabel ? undefined : formStyles.field}>
      <label htmlFor={id} className={hiddenLabel ? ui.visuallyHidden : formStyles.label}>
        {typeof label === 'string' ? label : <FormattedMessage {...label} />}
      </label>
      <select id={id} className={styles.select} {...select}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleName(intl.formatMessage, role)}
          </option>
        ))}
      </select>
    </span>
  );
}
