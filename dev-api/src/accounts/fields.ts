// The account's own fields as a request gives them: an e-mail address and a name, trimmed, and the
// problem the contract documents for them (sign-up and an e-mail change read them alike).

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** The address as stored (trimmed, lowercased) and its problem, if any. */
export function readEmail(value: unknown): { email: string; problem: string | null } {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) return { email, problem: 'required' };
  const wellFormed = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
  if (!wellFormed || email.length > EMAIL_MAX_LENGTH) return { email, problem: 'invalid' };
  return { email, problem: null };
}

export function readName(value: unknown): { name: string; problem: string | null } {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return { name, problem: 'required' };
  if ([...name].length > NAME_MAX_LENGTH) return { name, problem: 'too_long' };
  // Control characters (C0 and DEL) have no place in a name shown on screens and in mails.
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (control) return { name, problem: 'invalid' };
  return { name, problem: null };
}
