import { forgetTabTenant, rememberTabTenant, tabTenant } from './tab-tenant';

afterEach(() => sessionStorage.clear());

test('remembered for its user only; a user with no tenant, or a malformed entry, names none', () => {
  rememberTabTenant(sessionStorage, 'u1', 'acme');
  expect(tabTenant(sessionStorage, 'u1')).toBe('acme');
  expect(tabTenant(sessionStorage, 'u2')).toBeNull();
  rememberTabTenant(sessionStorage, 'u1', null);
  expect(tabTenant(sessionStorage, 'u1')).toBeNull();
  for (const raw of [
    '{',
    '"acme"',
    '{"sub":"u1","tenantId":"../x"}',
    '{"sub":"u1","tenantId":7}',
  ]) {
    sessionStorage.setItem('account.tabTenant', raw);
    expect(tabTenant(sessionStorage, 'u1')).toBeNull();
  }
  rememberTabTenant(sessionStorage, 'u1', 'acme');
  forgetTabTenant(sessionStorage);
  expect(tabTenant(sessionStorage, 'u1')).toBeNull();
  // No storage (blocked): nothing, and nothing thrown.
  expect(tabTenant(undefined, 'u1')).toBeNull();
});
