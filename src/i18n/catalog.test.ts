import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from './lang/en.json';
import { languageNames } from './languages';

const root = path.resolve(__dirname, '../..');
const langDir = path.join(root, 'src/i18n/lang');
const compiledDir = path.join(root, 'src/i18n/compiled');
const formatjs = path.join(root, 'node_modules/@formatjs/cli/bin/formatjs');

type Catalog = Record<string, string>;

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every catalog in src/i18n/lang but the English source, by language (file name). */
function translations(): [language: string, catalog: Catalog][] {
  return fs
    .readdirSync(langDir)
    .filter((file) => file.endsWith('.json') && file !== 'en.json')
    .sort()
    .map((file) => [path.basename(file, '.json'), readJson(path.join(langDir, file)) as Catalog]);
}

/**
 * A translated message may equal the English one only where the word is the same in that
 * language. Add here only with a reason; anything else identical to English is untranslated.
 */
const sameAsEnglish: Record<string, readonly string[]> = {
  // Brazilian Portuguese says "e-mail" (it is what the account mails say too).
  'pt-BR': ['E-mail', 'E-mail: {email}', '{email} · {role}', '{name} ({email})', '{provider}'],
  // Only placeholders and punctuation (the organisations' member rows; a sign-in's provider
  // named alone in the activity).
  es: ['{email} · {role}', '{name} ({email})', '{provider}'],
};

/**
 * What a message needs from the code and gives back: its arguments with their types (a select
 * with its option keys, which are values from the code), and its rich-text tags. Plural option
 * keys depend on the language and are checked separately.
 */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`{${element.value}}`);
        break;
      case TYPE.number:
        into.add(`{${element.value}, number}`);
        break;
      case TYPE.date:
        into.add(`{${element.value}, date}`);
        break;
      case TYPE.time:
        into.add(`{${element.value}, time}`);
        break;
      case TYPE.select:
        into.add(`{${element.value}, select: ${Object.keys(element.options).sort().join(' ')}}`);
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      case TYPE.plural:
        into.add(
          `{${element.value}, ${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}}`,
        );
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        signature(element.children, into);
        break;
      default:
        break; // literal text and `#`
    }
  }
  return into;
}

/** Each plural argument's option keys, by argument name and kind. */
function pluralOptions(
  elements: MessageFormatElement[],
  into = new Map<string, { ordinal: boolean; keys: string[] }>(),
) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      into.set(element.value, {
        ordinal: element.pluralType === 'ordinal',
        keys: Object.keys(element.options),
      });
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralOptions(option.value, into);
    }
    if (element.type === TYPE.tag) pluralOptions(element.children, into);
  }
  return into;
}

function describeSet(set: Set<string>): string {
  return [...set].sort().join(' ') || '(none)';
}

// The English catalog is generated from the messages in the code (`npm run i18n:extract`). This
// fails when someone edits a message and forgets to extract, so the shipped text is never stale.
describe('the en catalog', () => {
  it('matches the messages extracted from the source', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-')), 'en.json');
    execFileSync(
      process.execPath,
      [
        formatjs,
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.test.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        '--out-file',
        out,
        '--format',
        'simple',
      ],
      { cwd: root, stdio: 'pipe' },
    );
    expect(en).toEqual(readJson(out));
  });
});

describe('every catalog', () => {
  it('is shipped compiled exactly as `npm run i18n:compile` makes it; English is not', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-compiled-'));
    const problems: string[] = [];
    for (const [language] of translations()) {
      const file = `${language}.json`;
      const out = path.join(outDir, file);
      execFileSync(
        process.execPath,
        [formatjs, 'compile', '--ast', '--format', 'simple', path.join(langDir, file)].concat([
          '--out-file',
          out,
        ]),
        { cwd: root, stdio: 'pipe' },
      );
      const shipped = path.join(compiledDir, file);
      if (!fs.existsSync(shipped)) {
        problems.push(`${file}: src/i18n/compiled/${file} is missing (npm run i18n:compile)`);
      } else if (!isDeepStrictEqual(readJson(shipped), readJson(out))) {
        problems.push(`${file}: src/i18n/compiled/${file} is stale (npm run i18n:compile)`);
      }
    }
    // The pseudo-locale, made from the English source (docs/theming.md).
    const pseudo = path.join(outDir, 'pseudo.json');
    execFileSync(
      process.execPath,
      [formatjs, 'compile', '--ast', '--format', 'simple', '--pseudo-locale', 'en-XA'].concat([
        path.join(langDir, 'en.json'),
        '--out-file',
        pseudo,
      ]),
      { cwd: root, stdio: 'pipe' },
    );
    if (!isDeepStrictEqual(readJson(path.join(compiledDir, 'pseudo.json')), readJson(pseudo))) {
      problems.push('pseudo.json: src/i18n/compiled/pseudo.json is stale (npm run i18n:compile)');
    }
    // English is the code's defaultMessages, compiled by the build (src/i18n/catalogs.ts).
    const translated = [...translations().map(([language]) => `${language}.json`), 'pseudo.json'];
    for (const file of fs.readdirSync(compiledDir)) {
      if (!translated.includes(file)) problems.push(`${file}: compiled, but not a translation`);
    }
    expect(problems).toEqual([]);
  });
});

// Like Ory's locale parity test: a translation has exactly the English keys, every message
// needs the same arguments and tags as the English one, and nothing is left untranslated.
describe('the translations', () => {
  it('exist for every language users can choose', () => {
    const have = ['en', ...translations().map(([language]) => language)];
    const missing = Object.keys(languageNames).filter((language) => !have.includes(language));
    expect(missing.map((language) => `${language}: no src/i18n/lang/${language}.json`)).toEqual([]);
  });

  it('have exactly the keys of the en catalog', () => {
    const problems: string[] = [];
    for (const [language, catalog] of translations()) {
      for (const key of Object.keys(en)) {
        if (!(key in catalog)) problems.push(`${language}: missing key "${key}"`);
      }
      for (const key of Object.keys(catalog)) {
        if (!(key in en)) problems.push(`${language}: extra key "${key}" (not in en.json)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('use the same arguments, argument types and tags as English', () => {
    const english = en as Catalog;
    const problems: string[] = [];
    for (const [language, catalog] of translations()) {
      const categories = {
        cardinal: new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[],
        ordinal: new Intl.PluralRules(language, { type: 'ordinal' }).resolvedOptions()
          .pluralCategories as string[],
      };
      for (const [key, message] of Object.entries(catalog)) {
        const source = english[key];
        if (source === undefined) continue; // reported as an extra key
        let ast: MessageFormatElement[];
        try {
          ast = parse(message);
        } catch (error) {
          problems.push(`${language}: "${key}" is not a valid ICU message: ${String(error)}`);
          continue;
        }
        const sourceAst = parse(source);
        const want = signature(sourceAst);
        const got = signature(ast);
        if (!isDeepStrictEqual(got, want)) {
          problems.push(
            `${language}: "${key}" has ${describeSet(got)}, but English has ${describeSet(want)}`,
          );
        }
        // Plural branches: only this language's categories (or `=n`), with every category that
        // English uses and this language has too (e.g. `one`), so no branch falls back unseen.
        const sourcePlurals = pluralOptions(sourceAst);
        for (const [name, { ordinal, keys }] of pluralOptions(ast)) {
          const valid = ordinal ? categories.ordinal : categories.cardinal;
          for (const option of keys) {
            if (!valid.includes(option) && !/^=\d+$/.test(option)) {
              problems.push(
                `${language}: "${key}" {${name}} has plural option "${option}", ` +
                  `not a ${language} category (${valid.join(' ')})`,
              );
            }
          }
          const needed = (sourcePlurals.get(name)?.keys ?? []).filter((option) =>
            valid.includes(option),
          );
          for (const option of needed) {
            if (!keys.includes(option)) {
              problems.push(`${language}: "${key}" {${name}} lacks plural option "${option}"`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('are translated (not left in English)', () => {
    const english = en as Catalog;
    const problems: string[] = [];
    for (const [language, catalog] of translations()) {
      const allowed = sameAsEnglish[language] ?? [];
      for (const [key, message] of Object.entries(catalog)) {
        if (message === english[key] && !allowed.includes(message)) {
          problems.push(`${language}: "${key}" is the same as English: "${message}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
