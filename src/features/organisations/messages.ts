import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { BuiltInRole, OrganizationRole } from './context';

/** The built-in roles' names; a role a tenant named shows as it is named. */
export const roleNames = defineMessages({
  owner: { id: 'organizations.role.owner', defaultMessage: 'Owner' },
  admin: { id: 'organizations.role.admin', defaultMessage: 'Admin' },
  member: { id: 'organizations.role.member', defaultMessage: 'Member' },
}) satisfies Record<BuiltInRole, MessageDescriptor>;

/** A role's name in the person's language (a tenant's own role: its name). */
export function roleName(
  formatMessage: (descriptor: MessageDescriptor) => string,
  role: OrganizationRole,
): string {
  const known = (roleNames as Record<string, MessageDescriptor | undefined>)[role];
  return known ? formatMessage(known) : role;
}

export const switcherMessages = defineMessages({
  label: { id: 'organizations.switcher.label', defaultMessage: 'Organisation' },
  none: { id: 'organizations.switcher.none', defaultMessage: 'No organisation' },
  manage: { id: 'organizations.switcher.manage', defaultMessage: 'Manage organisations' },
});

/** The switcher's name: the visible organisation name starts it (WCAG 2.5.3, label in name). */
export const switcherButton = defineMessage<{ organization: string }>({
  id: 'organizations.switcher.button',
  defaultMessage: '{organization}, switch organisation',
});

export const switchedTo = defineMessage<{ organization: string }>({
  id: 'organizations.switcher.switched',
  defaultMessage: 'Now working in {organization}.',
});

export const activeRole = defineMessage<{ role: string }>({
  id: 'organizations.switcher.activeRole',
  defaultMessage: '{role} (active)',
});
