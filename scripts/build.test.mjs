// What the production build must look like to a user and to a host, read from the build stats
// (BuildStatsPlugin). Run after `npm run build`: `npm run test:build`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  allChunksBelow,
  distDir,
  exposedGroups,
  filesOf,
  group,
  hostProvidedPackages,
  modulesOf,
  packageOf,
  readBuildStats,
  remoteBuilds,
  remoteEntryGroup,
  remoteSignInChunks,
  standaloneSignInChunks,
} from './build-stats.mjs';

const standalone = readBuildStats('standalone');
// The remote's two containers: with its own federation runtime, and borrowing the host's.
const remote = readBuildStats('remote');
const remoteSlim = readBuildStats('remote-slim');
const remotes = [remote, remoteSlim];
const builds = [standalone, ...remotes];
const signInChunks = {
  standalone: standaloneSignInChunks(standalone),
  ...Object.fromEntries(remotes.map((stats) => [stats.name, remoteSignInChunks(stats)])),
};

const isPosthog = (m) => packageOf(m) === 'posthog-js';
const isFirebase = (m) => packageOf(m) === 'firebase' || !!packageOf(m)?.startsWith('@firebase/');
const isIntegration = (m) => isPosthog(m) || isFirebase(m);
const isFederation = (m) => !!packageOf(m)?.startsWith('@module-federation/');

const chunksWith = (stats, predicate) =>
  Object.keys(stats.chunks).filter((id) => modulesOf(stats, [id]).some(predicate));
const initialChunks = (stats) => Object.keys(stats.chunks).filter((id) => stats.chunks[id].initial);

test('the stats describe production builds of the three compilations', () => {
  assert.equal(standalone.name, 'standalone');
  assert.equal(remote.name, 'remote');
  assert.equal(remoteSlim.name, 'remote-slim');
  for (const stats of builds) assert.equal(stats.mode, 'production');
});

describe('the sign-in screen loads no analytics or Firebase code', () => {
  test('standalone: main entry + bootstrap + sign-in', () => {
    const modules = modulesOf(standalone, signInChunks.standalone);
    // The set really is the screen's: the app shell, React and the form are in it.
    for (const expected of ['src/bootstrap.tsx', 'src/flows/sign-in/SignInForm.tsx', 'react-dom']) {
      assert.ok(modules.includes(expected), `${expected} is not in the sign-in set`);
    }
    assert.deepEqual(modules.filter(isIntegration), []);
  });

  for (const remote of remotes) {
    test(`${remote.name}: remoteEntry + exposed AccountRoutes and AuthProvider + sign-in`, () => {
      for (const name of [remoteEntryGroup, ...exposedGroups]) group(remote, name);
      const modules = modulesOf(remote, signInChunks[remote.name]);
      for (const expected of [
        'src/exposes/AccountRoutes.tsx',
        'src/exposes/AuthProvider.tsx',
        'src/flows/sign-in/SignInForm.tsx',
      ]) {
        assert.ok(modules.includes(expected), `${expected} is not in the sign-in set`);
      }
      assert.deepEqual(modules.filter(isIntegration), []);
    });

    test(`${remote.name}: no second copy of the shared singletons on that path (the host provides them)`, () => {
      const modules = modulesOf(remote, signInChunks[remote.name]);
      assert.deepEqual(
        modules.filter((m) => hostProvidedPackages.has(m)),
        [],
      );
    });
  }
});

for (const stats of builds) {
  describe(`${stats.name}: PostHog and Firebase are lazy chunk groups of their own`, () => {
    for (const [name, isPackage] of [
      ['posthog', isPosthog],
      ['firebase', isFirebase],
    ]) {
      test(`${name}`, () => {
        const own = group(stats, name);
        assert.equal(own.entry, false, `${name} is an entrypoint`);
        assert.ok(own.js.length > 0);
        const below = allChunksBelow(stats, name);
        const holding = chunksWith(stats, isPackage);
        assert.ok(holding.length > 0, `no ${name} code in the build`);
        assert.ok(
          modulesOf(stats, own.chunks).some(isPackage),
          `the ${name} group does not carry the SDK`,
        );
        // The web push service worker is the host kit's compilation, not this one's (below).
        for (const id of holding) {
          assert.ok(below.includes(id), `chunk ${id} with ${name} code is outside its group`);
          assert.equal(stats.chunks[id].initial, false, `chunk ${id} with ${name} code is initial`);
          assert.ok(!signInChunks[stats.name].includes(id), `chunk ${id} loads on sign-in`);
        }
      });
    }
  });

  test(`${stats.name}: English ships as each screen's precompiled messages, no catalog`, () => {
    const all = Object.keys(stats.chunks);
    assert.deepEqual(
      modulesOf(stats, all).filter((m) => m.startsWith('src/i18n/compiled/en')),
      [],
      'an English catalog is bundled',
    );
    // The browser has no ICU parser (the alias in scripts/webpack-parts.ts): a defaultMessage
    // left as a string would fail to show. Each one must be its AST.
    for (const file of filesOf(stats, all).js) {
      const code = fs.readFileSync(path.join(distDir, file), 'utf8');
      const strings = code.match(/defaultMessage:\s*["'`][^"'`]{0,40}/g) ?? [];
      assert.deepEqual(strings, [], `${file} has defaultMessages as strings`);
    }
    // The sign-in screen's own English is in its chunks (the form's label, as an AST).
    const text = filesOf(stats, signInChunks[stats.name])
      .js.map((f) => fs.readFileSync(path.join(distDir, f), 'utf8'))
      .join('');
    assert.match(text, /id:"common\.signIn",defaultMessage:\[\{type:0,value:"Sign in"\}\]/);
  });

  test(`${stats.name}: the pt-BR and es catalogs are chunks of their own, loaded on demand`, () => {
    const initial = initialChunks(stats);
    for (const language of ['pt-BR', 'es']) {
      const own = group(stats, `lang-${language}`);
      const catalog = `src/i18n/compiled/${language}.json`;
      assert.deepEqual(modulesOf(stats, own.chunks), [catalog]);
      assert.ok(own.js.length > 0);
      for (const id of chunksWith(stats, (m) => m === catalog)) {
        assert.ok(own.chunks.includes(id));
        assert.ok(!initial.includes(id) && !signInChunks[stats.name].includes(id));
      }
    }
  });
}

// What the sign-in form shows only after an answer, and what only signed-in screens call, load
// later (bench/README.md, "What the first load holds").
describe('the sign-in screen leaves out what it shows only after a submit', () => {
  for (const [name, stats] of [['standalone', standalone], ...remotes.map((r) => [r.name, r])]) {
    test(`${name}: no second step, no signed-in passkey calls`, () => {
      const modules = modulesOf(stats, signInChunks[name]);
      assert.ok(modules.includes('src/api/passkey-sign-in.ts'), 'the passkey sign-in is there');
      for (const later of [
        'src/flows/sign-in/SecondStepForm.tsx',
        'src/flows/sign-in/use-second-step.ts',
        'src/api/passkeys.ts',
      ]) {
        assert.ok(!modules.includes(later), `${later} is in the sign-in screen's first load`);
      }
      assert.ok(group(stats, 'sign-in-second-step'), 'the second step has a chunk of its own');
    });
  }
});

// zod checks the configuration's and the API's answers only after the first render (the config
// by hand, src/config/config.ts; each answer's schemas in a chunk loaded with the first request
// that needs them, src/api/answers.ts; the form's resolver on mount, src/ui/form.tsx):
// bench/README.md, "What the first load holds".
describe("the sign-in screen's first load has no zod", () => {
  for (const [name, stats] of [['standalone', standalone], ...remotes.map((r) => [r.name, r])]) {
    test(`${name}: no zod, no zod resolver before the first render`, () => {
      const modules = modulesOf(stats, signInChunks[name]);
      assert.ok(modules.includes('src/config/config.ts'), 'the configuration is checked there');
      const zod = modules.filter((m) => ['zod', '@hookform/resolvers'].includes(packageOf(m)));
      assert.deepEqual(zod, [], "zod is in the sign-in screen's first load");
      assert.ok(group(stats, 'sign-in-answers'), "the answers' schemas have a chunk of their own");
      assert.ok(group(stats, 'sign-in-schema'), "the sign-in form's schema has a chunk of its own");
    });
  }
});

test('standalone: no Module Federation runtime in its initial chunks or on the sign-in path', () => {
  const chunks = [...new Set([...initialChunks(standalone), ...signInChunks.standalone])];
  assert.deepEqual(modulesOf(standalone, chunks).filter(isFederation), []);
  // The remote does carry its (borrowed-runtime) stub: the check above would see one.
  assert.ok(modulesOf(remoteSlim, initialChunks(remoteSlim)).some(isFederation));
});

describe('the remote: two containers, one for any host and a slim one', () => {
  const manifest = (name) =>
    JSON.parse(fs.readFileSync(path.join(distDir, remoteBuilds[name].manifest), 'utf8'));
  const entryModules = (stats) => modulesOf(stats, group(stats, remoteEntryGroup).chunks);

  test('mf-manifest.json: remoteEntry.js brings the federation runtime (a host needs no setting)', () => {
    assert.equal(manifest('remote').metaData.remoteEntry.name, 'remoteEntry.js');
    assert.deepEqual(group(remote, remoteEntryGroup).js, ['remoteEntry.js']);
    assert.ok(entryModules(remote).includes('@module-federation/runtime-core'));
  });

  test("mf-manifest.slim.json: remoteEntry.slim.js borrows the host's runtime", () => {
    assert.equal(manifest('remote-slim').metaData.remoteEntry.name, 'remoteEntry.slim.js');
    assert.deepEqual(group(remoteSlim, remoteEntryGroup).js, ['remoteEntry.slim.js']);
    const modules = entryModules(remoteSlim);
    assert.ok(!modules.includes('@module-federation/runtime-core'));
    assert.ok(modules.some((m) => m.includes('external "_FEDERATION_RUNTIME_CORE"')));
  });

  // A host that preloads from the manifest finds each exposed module's files there, the shared
  // account-core's among them (webpack.config.ts, remoteSplitChunks).
  test("each exposed module's manifest entry names its files, account-core's too", () => {
    for (const stats of remotes) {
      const core = Object.values(stats.chunks).find((chunk) => chunk.name === 'account-core');
      for (const expose of manifest(stats.name).exposes) {
        const files = expose.assets.js.sync;
        assert.ok(
          core?.files.filter((f) => f.endsWith('.js')).every((file) => files.includes(file)),
          `${stats.name} ${expose.name}: ${files.join(', ')}`,
        );
        assert.ok(files.length > 1, `${stats.name} ${expose.name}: its own chunk`);
      }
    }
  });

  test('each container keeps its chunks in its own directory', () => {
    for (const stats of remotes) {
      const dir = `${remoteBuilds[stats.name].dir}/`;
      const files = Object.values(stats.chunks).flatMap((chunk) => chunk.files);
      const entry = remoteBuilds[stats.name].entry;
      assert.deepEqual(
        files.filter((f) => f !== entry && !f.startsWith(dir)),
        [],
        `${stats.name}: chunks outside ${dir}`,
      );
    }
  });

  test('both expose the same modules and share what they use as singletons, with ranges', () => {
    const [full, slim] = [manifest('remote'), manifest('remote-slim')];
    const names = (list) => list.map((item) => item.name).sort();
    assert.deepEqual(names(full.exposes), [
      'AccountRoutes',
      'AuthProvider',
      'OrganizationSwitcher',
      'WhitelabelLogo',
    ]);
    assert.deepEqual(names(slim.exposes), names(full.exposes));
    // What the remote and every host share (the hosts share all of it).
    const configured = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, 'shared-singletons.json'), 'utf8'),
    );
    const react = '^19.0.0';
    const router = '^7.0.0';
    assert.deepEqual(
      Object.fromEntries(Object.entries(configured).map(([name, c]) => [name, c.requiredVersion])),
      {
        react,
        'react/jsx-runtime': react,
        'react-dom': react,
        'react-router': router,
        'react-router-dom': router,
      },
    );
    // A container lists the shared modules it imports: the app imports react-router only (never
    // react-router-dom, which would bring a second router bundle) and no react-dom.
    for (const m of [full, slim]) {
      assert.deepEqual(names(m.shared), ['react', 'react-router', 'react/jsx-runtime']);
      for (const shared of m.shared) {
        assert.equal(shared.singleton, true, `${shared.name} is not a singleton`);
        assert.equal(shared.requiredVersion, configured[shared.name].requiredVersion, shared.name);
        // The version we build with is in the range.
        assert.equal(`^${shared.version.split('.')[0]}.0.0`, shared.requiredVersion, shared.name);
      }
    }
  });
});

describe('the host kit: files a host serves from its root as they are', () => {
  const kitDir = path.join(distDir, 'host-kit');
  const hostDemoDir = path.resolve(import.meta.dirname, '../host-demo/dist');
  const kit = ['silent-renew.html', 'silent-renew.js', 'firebase-messaging-sw.js'];
  const read = (dir, name) => fs.readFileSync(path.join(dir, name));

  test('dist/host-kit/ holds the page, its script and the service worker, nothing to filter out', () => {
    const files = fs.readdirSync(kitDir).sort();
    // Licence notices the minifier moved out of a script may sit next to it; no maps, no .gz/.br.
    const notices = files.filter((f) => f.endsWith('.js.LICENSE.txt'));
    assert.deepEqual(files.filter((f) => !notices.includes(f)).sort(), [...kit].sort());
    for (const notice of notices) assert.ok(kit.includes(notice.replace(/\.LICENSE\.txt$/, '')));
  });

  test('silent-renew.html loads one script, silent-renew.js next to it: no inline code, no origin', () => {
    const html = read(kitDir, 'silent-renew.html').toString('utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    assert.equal(scripts.length, 1);
    // A src, an empty body: a host's `script-src 'self'` allows it, no hash to add.
    assert.match(scripts[0][1], /\bsrc="?silent-renew\.js"?[\s>]/);
    assert.equal(scripts[0][2].trim(), '');
    assert.doesNotMatch(html, /https?:|\/\/|\/static\/|\/remote\//);
    assert.match(html, /<meta name="?referrer"? content="?no-referrer"?/);
  });

  for (const script of ['silent-renew.js', 'firebase-messaging-sw.js']) {
    test(`${script} is one file: no chunk loading, no hashed name, no account origin`, () => {
      const code = read(kitDir, script).toString('utf8');
      assert.ok(code.length > 1000, `${script} looks empty`);
      // What webpack's chunk loading leaves in a file (its JSONP array, importScripts, a script
      // element): none of it, so nothing is fetched from the account origin or anywhere else.
      for (const loader of ['webpackChunk', 'importScripts', 'createElement("script")']) {
        assert.ok(!code.includes(loader), `${script} loads chunks (${loader})`);
      }
      assert.doesNotMatch(code, /[./][0-9a-f]{8}\.(js|css)\b/, 'a hashed file name');
      assert.doesNotMatch(code, /\/(static|remote)\/|localhost:\d|sourceMappingURL/);
    });
  }

  test("the account origin's own copies and the host demo's are the same bytes", () => {
    for (const name of kit) {
      const original = read(kitDir, name);
      assert.ok(original.equals(read(distDir, name)), `dist/${name} differs from the kit`);
      assert.ok(original.equals(read(hostDemoDir, name)), `host-demo/dist/${name} differs`);
    }
  });
});

/** The standalone app's scripts, all in one string. */
const appScripts = () => {
  const dir = path.join(distDir, 'static/js');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
};

describe('screen pages: each screen address gets index.html that preloads its first chunks', () => {
  // scripts/screen-pages.ts. Screens: the named groups src/app/screens.ts imports; the account
  // home has no page (preloadScreen leaves it to the route table too).
  const screens = standalone.chunkGroups
    .filter((g) => g.name && g.origins.some((o) => o.startsWith('src/app/screens.ts ')))
    .map((g) => g.name)
    .filter((name) => name !== 'account-home');
  // The screens where the session engine waits (src/session/start.ts, PUBLIC_SCREENS): no
  // engine preload there; everywhere else it loads as the page starts, so it is preloaded.
  const deferredEngine = [
    'sign-in',
    'sign-up',
    'confirm-account',
    'forgot-password',
    'unauthorized',
    'not-me',
  ];
  const read = (name) => fs.readFileSync(path.join(distDir, name), 'utf8');
  const index = read('index.html');
  const links = (html) => [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const preloads = (html) =>
    links(html).filter(
      (tag) => /\brel="?preload"?/.test(tag) && /\bas="?(script|style)"?/.test(tag),
    );
  // A page with the screen rendered in it (sign-in.html, scripts/prerender.ts) carries its style
  // sheets inline, the entry's and the screen's, each in a <style> naming its file: one round
  // trip paints it (scripts/screen-pages.ts).
  const withMarkup = ['sign-in', 'forgot-password'];
  const inlineSheets = (html) => [
    ...html.matchAll(/<style\b[^>]*\bdata-href="?([^"\s>]+)"?[^>]*>[\s\S]*?<\/style>/g),
  ];
  const mainCssLink = links(index).find((tag) => /\brel="?stylesheet"?/.test(tag));
  const mainScript = index.match(/<script\b[^>]*\bsrc=[^>]*><\/script>/)?.[0];
  // A page with markup names its scripts for after its first paint (public/index.html) instead of
  // loading and preloading them: the chunks, then the entry.
  const afterPaint = (html) => html.match(/<meta\b[^>]*\bname="?account-scripts"?[^>]*>/)?.[0];
  const afterPaintFiles = (html) =>
    afterPaint(html)
      ?.match(/\bcontent=(?:"([^"]*)"|([^\s>]+))/)
      ?.slice(1)
      .find(Boolean)
      .split(' ');
  const screenTags = (html) => [
    ...preloads(html),
    ...(afterPaint(html) ? [afterPaint(html)] : []),
    ...inlineSheets(html)
      .filter(([tag]) => !tag.includes(attribute(mainCssLink, 'href')))
      .map(([tag]) => tag),
  ];
  // The page as index.html would be without its screen's additions: the entry's inline style
  // sheet back to the link index.html has.
  const asIndex = (html) =>
    inlineSheets(html).reduce(
      (page, [tag, href]) =>
        href === attribute(mainCssLink, 'href') ? page.replace(tag, mainCssLink) : page,
      html,
    );
  // index.html as a page with markup has it: without the entry's script tag (named after paint).
  const indexFor = (html) => (afterPaint(html) ? index.replace(mainScript, '') : index);
  const emptyRoot = (html) =>
    html.replace(/(<div id="?root"?>)<template[\s\S]*<\/template>(<\/div>)/, '$1$2');
  const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="?([^"\\s>]+)`))?.[1];
  const inlineCode = (html) =>
    [...html.matchAll(/<(script|style)\b(?![^>]*\b(?:src|data-href)=)[^>]*>([\s\S]*?)<\/\1>/g)].map(
      (m) => m[2],
    );
  const mainFiles = new Set([...group(standalone, 'main').js, ...group(standalone, 'main').css]);

  test('every screen the route table loads has one, named by its route', () => {
    for (const name of ['sign-in', 'sign-up', 'unauthorized', 'forgot-password', 'security']) {
      assert.ok(screens.includes(name), `no screen chunk group ${name}`);
    }
    for (const name of screens) assert.ok(fs.existsSync(path.join(distDir, `${name}.html`)), name);
    assert.deepEqual(preloads(index), [], 'index.html (any other route) preloads no screen');
  });

  for (const name of screens) {
    test(`${name}.html: index.html + the ${name} group's files${deferredEngine.includes(name) ? '' : ' + the session engine'}`, () => {
      const page = read(`${name}.html`);
      const tags = screenTags(page);
      // Nothing else differs: the same inline theme script and style (their CSP hashes,
      // deploy/csp.ts, are computed from index.html), the same main.js and main.css.
      assert.equal(
        tags.reduce((html, tag) => html.replace(tag, ''), asIndex(emptyRoot(page))),
        indexFor(page),
      );
      assert.deepEqual(inlineCode(page), inlineCode(index));
      const groups = deferredEngine.includes(name) ? [name] : [name, 'session'];
      // The sign-in form's provider buttons show before their code (scripts/prerender.ts,
      // `styles`): their style sheet is in the page too, their code preloaded.
      const buttons = group(standalone, 'federation-buttons');
      const later = name === 'sign-in' ? [...buttons.js, ...buttons.css] : [];
      const expected = [
        ...groups.flatMap((g) => [...group(standalone, g).js, ...group(standalone, g).css]),
        ...later,
      ].filter((file) => !mainFiles.has(file));
      const named = afterPaintFiles(page) ?? [];
      assert.equal(
        named.length > 0,
        withMarkup.includes(name),
        'a page with markup, and only one, names its scripts for after its first paint',
      );
      if (named.length > 0) {
        // The entry last (the page's script preloads the others and runs it), and no script tag.
        assert.equal(named.at(-1), attribute(mainScript, 'src'));
        assert.doesNotMatch(page, /<script\b[^>]*\bsrc=/);
      }
      const hrefs = [
        ...tags.map((tag) => attribute(tag, 'href') ?? attribute(tag, 'data-href')),
        ...named.slice(0, -1),
      ].filter(Boolean);
      assert.deepEqual([...hrefs].sort(), [...new Set(expected)].map((f) => `/${f}`).sort());
      // The screen's own chunk (files are named by chunk id; the stats name the chunk).
      const own = Object.values(standalone.chunks).find((chunk) => chunk.name === name);
      assert.ok(
        own?.files.some((file) => hrefs.includes(`/${file}`)),
        `${name}'s own chunk`,
      );
      for (const tag of tags.filter((t) => t !== afterPaint(page))) {
        const href = attribute(tag, 'href') ?? attribute(tag, 'data-href');
        assert.ok(fs.existsSync(path.join(distDir, href)), `${href} is not in the build`);
        if (href.endsWith('.css') && withMarkup.includes(name)) {
          assert.match(tag, /^<style\b/, href);
        } else {
          assert.equal(attribute(tag, 'as'), href.endsWith('.css') ? 'style' : 'script', href);
        }
        // Same credentials mode as the tags webpack adds later, or the preload goes unused.
        assert.doesNotMatch(tag, /crossorigin/, href);
      }
      // Served precompressed like index.html (deploy/nginx/: gzip_static, brotli_static).
      for (const ext of ['gz', 'br'])
        assert.ok(fs.existsSync(path.join(distDir, `${name}.html.${ext}`)));
    });
  }
});

// The pages with screens rendered in them (scripts/prerender.ts, prerenderedScreens): each
// screen's variants, with what the page's script needs of the address to show it, and where its
// form posts as a plain HTML form before the app (`{name}`: the parameter's value, in the path).
const prerenderedPages = {
  'sign-in': [
    {
      needs: 'interaction',
      without: 'federation',
      action: 'auth/oidc/interaction/{interaction}/login',
      heading: { en: 'Sign in', 'pt-BR': 'Entrar', es: 'Iniciar sesión' },
      fields: ['email', 'password'],
    },
  ],
  'forgot-password': [
    {
      needs: null,
      without: 'token',
      action: 'accounts/password-reset',
      heading: {
        en: 'Reset your password',
        'pt-BR': 'Redefina sua senha',
        es: 'Restablece tu contraseña',
      },
      fields: ['email'],
    },
    {
      needs: 'token',
      without: null,
      action: 'accounts/password-reset/confirm',
      heading: {
        en: 'Choose a new password',
        'pt-BR': 'Escolha uma nova senha',
        es: 'Elige una nueva contraseña',
      },
      fields: ['password', 'confirm'],
    },
  ],
};

for (const [name, screens] of Object.entries(prerenderedPages))
  describe(`${name}.html: its forms before the app has arrived (scripts/prerender.ts)`, () => {
    const page = fs.readFileSync(path.join(distDir, `${name}.html`), 'utf8');
    const attr = (tag, key) => tag.match(new RegExp(`\\s${key}="?([^"\\s>]+)"?`))?.[1] ?? null;
    const templates = [...page.matchAll(/(<template\b[^>]*>)([\s\S]*?)<\/template>/g)].map((m) => ({
      language: attr(m[1], 'data-language'),
      path: attr(m[1], 'data-path'),
      needs: attr(m[1], 'data-needs'),
      without: attr(m[1], 'data-without'),
      html: m[2],
    }));
    const variants = Object.fromEntries(
      templates.filter(({ needs }) => needs === screens[0].needs).map((t) => [t.language, t]),
    );
    const inline = [
      ...page.matchAll(/<style\b[^>]*\bdata-href="?([^"\s>]+)"?[^>]*>([\s\S]*?)<\/style>/g),
    ].map((m) => ({ href: m[1], text: m[2] }));
    const css = inline.map(({ text }) => text).join('\n');

    test('each screen once per language, with what it needs of the address and where its form posts', () => {
      assert.equal(templates.length, screens.length * 3);
      for (const screen of screens) {
        const mine = templates.filter((t) => t.needs === screen.needs);
        assert.deepEqual(mine.map((t) => t.language).sort(), ['en', 'es', 'pt-BR']);
        for (const { language, path: at, without, html } of mine) {
          // Rendered for the root's address: the page shows it at that address only.
          assert.equal(at, `/${name}`, language);
          assert.equal(without, screen.without, language);
          assert.match(html, new RegExp(`<h1[^>]*>${screen.heading[language]}</h1>`), language);
          for (const field of screen.fields) {
            assert.match(
              html,
              new RegExp(`<input [^>]*\\bname="?${field}"?`),
              `${language} ${field}`,
            );
          }
          assert.equal((html.match(/<form\b/g) ?? []).length, 1, language);
          const form = html.match(/<form\b[^>]*>/)[0];
          assert.equal(attr(form, 'data-action'), screen.action, language);
          if (screen.action) {
            assert.equal(attr(form, 'method'), 'post', language);
            assert.match(
              html,
              new RegExp(`<input type="?hidden"? name="?language"? value="?${language}"?`),
            );
            // In the path where the action names it, else in a hidden field of its name.
            if (screen.needs && !screen.action.includes(`{${screen.needs}}`))
              assert.match(html, new RegExp(`<input type="?hidden"? name="?${screen.needs}"?`));
          }
        }
      }
    });

    test('one round trip: no style sheet to fetch; the entry’s and the screen’s are in the page, each naming its file', () => {
      assert.doesNotMatch(page, /<link\b[^>]*\brel="?stylesheet"?/);
      const expected = [
        ...group(standalone, 'main').css,
        ...group(standalone, name).css.filter((f) => !group(standalone, 'main').css.includes(f)),
        // The provider buttons' (shown before their code: scripts/prerender.ts, `styles`).
        ...(name === 'sign-in' ? group(standalone, 'federation-buttons').css : []),
      ].map((f) => `/${f}`);
      assert.deepEqual(
        inline.map(({ href }) => href),
        expected,
      );
      // The served file's rules (the page's copy may be written more tightly): every class, custom
      // property and keyframes of the file, so the app's CSS loader, which finds the <style> by its
      // data-href and fetches nothing, misses nothing.
      const names = (text) =>
        new Set(
          text
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .match(/\.acc-[\w-]+|--acc-[\w-]+|@keyframes [\w-]+|@media[^{]+/g)
            .map((name) => name.replace(/\s+/g, '')),
        );
      for (const { href, text } of inline) {
        const file = fs.readFileSync(path.join(distDir, href), 'utf8');
        assert.ok(names(file).size > 5, href);
        assert.deepEqual(names(text), names(file), href);
      }
    });

    test('styled by the style sheets in the page: every class it uses is defined there', () => {
      const classes = new Set(
        templates.flatMap(({ html }) =>
          [...html.matchAll(/\bclass="?([^">]+?)"?[\s>]/g)].flatMap((m) => m[1].split(/\s+/)),
        ),
      );
      assert.ok(classes.size > 10, `${classes.size} classes`);
      for (const used of classes)
        assert.ok(css.includes(`.${used}`), `.${used} is in no sheet of the page`);
    });

    test('nothing the CSP refuses: no style attribute, no inline handler, no script', () => {
      for (const { language, html } of templates) {
        assert.doesNotMatch(html, /\sstyle=/, language);
        assert.doesNotMatch(html, /\son[a-z]+=/i, language);
        assert.doesNotMatch(html, /<script/i, language);
      }
      // The logo keeps its height from the style sheet instead (LOGO_HEIGHT_PX), and so does
      // the empty place the page's script puts instead where a tenant is named (its class).
      const constants = fs.readFileSync(
        new URL('../src/config/constants.ts', import.meta.url),
        'utf8',
      );
      const height = constants.match(/LOGO_HEIGHT_PX = (\d+)/)[1];
      const logo = variants.en.html.match(/<img\b[^>]*>/)[0];
      assert.match(
        css,
        new RegExp(`\\.${attr(logo, 'class')}[^{,]*\\{[^}]*\\bheight: ?${height}px`),
      );
    });

    test('the platform’s logo in the page, as the app shows it, with its dark variant named', () => {
      for (const { language, html } of templates) {
        const logos = html.match(/<img\b[^>]*>/g) ?? [];
        assert.equal(logos.length, 1, language);
        const [logo] = logos;
        assert.equal(attr(logo, 'alt'), 'Account', language);
        // Written into the page, the platform's two logos as they are (no request: it paints
        // with the form), the same URLs as the app's own logo (scripts/webpack-parts.ts).
        for (const [name, file] of [
          ['src', 'default-logo.svg'],
          ['data-dark', 'default-logo-dark.svg'],
        ]) {
          const inline = /^data:image\/svg\+xml,(.+)$/.exec(attr(logo, name));
          assert.ok(inline, `${language}: ${name} is not inline`);
          const svg = fs.readFileSync(new URL(`../src/whitelabel/assets/${file}`, import.meta.url));
          assert.equal(decodeURIComponent(inline[1]), String(svg).trim().replace(/>\s+</g, '><'));
          assert.ok(appScripts().includes(attr(logo, name)), `${name}: not the app's logo`);
        }
      }
    });
  });

describe('sign-in.html: a plain form until the app takes it over', () => {
  const page = fs.readFileSync(path.join(distDir, 'sign-in.html'), 'utf8');
  const variants = [
    ...page.matchAll(/<template\b[^>]*data-language="?([\w-]+)"?[^>]*>([\s\S]*?)<\/template>/g),
  ];

  test('Keep me signed in ticked, the passkey’s press held for the app, the API’s address read from <html>', () => {
    assert.equal(variants.length, 3);
    for (const [, language, html] of variants) {
      assert.match(html, /<input\b[^>]*\bname="?remember"?[^>]*\bchecked/, language);
      assert.match(html, /<button\b[^>]*\bdata-hold="?passkey"?/, language);
    }
    // The page's script posts it to the API whose address the deployment writes on <html>
    // (deploy/render.ts), so its own bytes (and their CSP hash) stay the same everywhere.
    assert.match(page, /getAttribute\(["']data-api["']\)/);
    assert.doesNotMatch(page, /<html\b[^>]*\bdata-api=/);
  });
});
