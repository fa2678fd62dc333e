// Proves the lint rules that keep the dev API's layers apart actually fire (eslint.config.mjs,
// `apiLayerZones` and `apiRouteZones`): a lower layer importing a higher one, a capability
// importing another's routes, anything importing the server, and an import cycle. The fixture
// files live for the test only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixture, ruleIds } from './lint-fixtures.mjs';

test('the platform importing a capability is an error', async () => {
  const file = fixture(
    'dev-api/src/platform/zz-layer-fixture.ts',
    "import { recordActivity } from '../sessions/activity.ts';\nexport const record = recordActivity;\n",
  );
  assert.ok((await ruleIds([file])).includes('import-x/no-restricted-paths'));
});

test('the authority importing a capability is an error', async () => {
  const file = fixture(
    'dev-api/src/authority/zz-layer-fixture.ts',
    "import { endEmailReverts } from '../privacy/links.ts';\nexport const end = endEmailReverts;\n",
  );
  assert.ok((await ruleIds([file])).includes('import-x/no-restricted-paths'));
});

test('a capability importing another capability’s routes is an error', async () => {
  const file = fixture(
    'dev-api/src/passkeys/zz-routes-fixture.ts',
    "import { twoStepRoutes } from '../two-step/routes.ts';\nexport const routes = twoStepRoutes;\n",
  );
  assert.ok((await ruleIds([file])).includes('import-x/no-restricted-paths'));
});

test('a capability importing the server is an error', async () => {
  const file = fixture(
    'dev-api/src/accounts/zz-server-fixture.ts',
    "import { createApp } from '../server/app.ts';\nexport const app = createApp;\n",
  );
  assert.ok((await ruleIds([file])).includes('import-x/no-restricted-paths'));
});

test('an import cycle is an error', async () => {
  const a = fixture(
    'dev-api/src/privacy/zz-cycle-a.ts',
    "import { b } from '../consents/zz-cycle-b.ts';\nexport const a = () => b;\n",
  );
  const b = fixture(
    'dev-api/src/consents/zz-cycle-b.ts',
    "import { a } from '../privacy/zz-cycle-a.ts';\nexport const b = () => a;\n",
  );
  assert.ok((await ruleIds([a, b])).includes('import-x/no-cycle'));
});

test('a capability using another’s store, and its own routes, is fine', async () => {
  const file = fixture(
    'dev-api/src/privacy/zz-ok-fixture.ts',
    "import { revokeAccountSessions } from '../sessions/store.ts';\nimport { privacyRoutes } from './routes.ts';\nexport const ok = [revokeAccountSessions, privacyRoutes];\n",
  );
  assert.deepEqual(await ruleIds([file]), []);
});
