// Disposable (throw-away) mail domains, from the maintained list package
// disposable-email-domains-js (CC0; `npm update` brings the newest list). A subdomain of a
// listed domain counts as listed.
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

let domains: Set<string> | undefined;

export function isDisposableAddress(email: string): boolean {
  domains ??= disposableEmailBlocklistSet();
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (domains.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
