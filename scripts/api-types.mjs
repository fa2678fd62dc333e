// The front end's API types, generated from the contract: `node scripts/api-types.mjs` writes
// src/api/schema.d.ts from api/openapi.yaml (openapi-typescript, then Prettier with the project's
// settings); with `--check` it writes nothing and fails when the committed file is stale.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const contract = new URL('../api/openapi.yaml', import.meta.url);
const output = fileURLToPath(new URL('../src/api/schema.d.ts', import.meta.url));
const check = process.argv.includes('--check');

const banner = `// Generated from api/openapi.yaml by \`npm run api:types\` (openapi-typescript): do not edit.
// \`npm run api:types:check\` fails when this file no longer matches the document.
`;

const ast = await openapiTS(contract);
const options = (await prettier.resolveConfig(output)) ?? {};
const generated = await prettier.format(banner + astToString(ast), {
  ...options,
  filepath: output,
});

if (!check) {
  fs.writeFileSync(output, generated);
  console.log(`Wrote ${output}`);
} else {
  const committed = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : '';
  if (committed !== generated) {
    console.error(
      'src/api/schema.d.ts does not match api/openapi.yaml: run `npm run api:types` and commit it.',
    );
    process.exit(1);
  }
  console.log('src/api/schema.d.ts matches api/openapi.yaml.');
}
