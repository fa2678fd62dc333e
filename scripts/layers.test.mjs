// Proves the lint rules that keep the layers apart actually fire (eslint.config.mjs): a lower
// layer importing a higher one, the ui kit reaching for the API or the session, a flow importing
// another, and an import cycle. The fixture files live for the test only.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fixture, ruleIds } from './lint-fixtures.mjs';

test('a lower layer importing a higher one is an error', async () => {
  const file = fixture(
    'src/ui/zz-layer-fixture.ts',
    "import { AuthProvider } from '../app/AuthProvider';\nexport const provider = AuthProvider;\n",
  );
  assert.ok((await ruleIds([file])).includes('import-x/no-restricted-paths'));
});

test('the session layer importing a context provider is an error', async () => {
  const file = fixture(
    'src/session/zz-layer-fixture.ts',
    "import { useBrand } from '../whitelabel/WhitelabelContext';\nexport const brand = useBrand;\n",
  );
  assert.ok((await ruleIds([file])).includes('import-x/no-restricted-paths'));
});

test('the ui kit importing an API resource, the client or the session is an error', async () => {
  const resource = fixture(
    'src/ui/zz-kit-fixture-a.ts',
    "import { fetchProfile } from '../api/users';\nexport const f = fetchProfile;\n",
  );
  const client = fixture(
    'src/ui/zz-kit-fixture-b.ts',
    "import { useApi } from '../api/ApiContext';\nexport const f = useApi;\n",
  );
  const session = fixture(
    'src/ui/zz-kit-fixture-c.ts',
    "import { useSession } from '../session/SessionContext';\nexport const f = useSession;\n",
  );
  for (const file of [resource, client, session]) {
    assert.ok(
      (await ruleIds([file])).includes('import-x/no-restricted-paths'),
      path.basename(file),
    );
  }
});

test('the ui kit may map errors (api/errors, api/error-messages)', async () => {
  const file = fixture(
    'src/ui/zz-kit-ok-fixture.ts',
    "import { ApiError } from '../api/errors';\nimport { errorFeedback } from '../api/error-messages';\nexport const ok = [ApiError, errorFeedback];\n",
  );
  assert.deepEqual(await ruleIds([file]), []);
});

test('a shared feature importing a flow is an error', async () => {
  const file = fixture(
    'src/features/recovery/zz-layer-fixture.ts',
    "import { messages } from '../../flows/sign-up/messages';\nexport const m = messages;\n",
  );
  assert.ok((await ruleIds([file])).includes('import-x/no-restricted-paths'));
});

test('a flow importing another flow is an error', async () => {
  const file = fixture(
    'src/flows/sign-in/zz-flow-fixture.ts',
    "import { messages } from '../sign-up/messages';\nexport const m = messages;\n",
  );
  assert.ok((await ruleIds([file])).includes('import-x/no-restricted-paths'));
});

test('an import cycle is an error', async () => {
  const a = fixture(
    'src/lib/zz-cycle-a.ts',
    "import { b } from './zz-cycle-b';\nexport const a = () => b;\n",
  );
  const b = fixture(
    'src/lib/zz-cycle-b.ts',
    "import { a } from './zz-cycle-a';\nexport const b = () => a;\n",
  );
  assert.ok((await ruleIds([a, b])).includes('import-x/no-cycle'));
});

test('importing downwards is fine', async () => {
  const file = fixture(
    'src/ui/zz-ok-fixture.ts',
    "import { sameOriginPath } from '../lib/safe-path';\nexport const ok = sameOriginPath;\n",
  );
  assert.deepEqual(await ruleIds([file]), []);
});
