// Lint for the whole monorepo (`pnpm lint`, part of `pnpm test`). The layering rules live in the
// import-boundary block below; the rest is the recommended sets, without type information (fast).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirs = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name);
const others = (all, self) => all.filter((name) => name !== self);

// Shared packages: every remote may use remote-kit (what its pages run) and build-kit (how its
// rspack.config.ts builds it), every service the kit.
const REMOTE_KIT = 'remote-kit';
const BUILD_KIT = 'build-kit';
const SERVICE_KIT = 'kit';
const remotes = dirs('remotes').filter((name) => name !== REMOTE_KIT && name !== BUILD_KIT);
const services = dirs('services').filter((name) => name !== SERVICE_KIT);
// A feature's shared folder (features/shared) is open to every feature of its remote.
const SHARED_FEATURE = 'shared';
const featuresOf = (remote) => {
  try {
    return dirs(`remotes/${remote}/src/features`).filter((name) => name !== SHARED_FEATURE);
  } catch {
    return [];
  }
};

// What a remote may import of the services: each contract (and its office contract parts), the
// browser-safe text rules and the bilingual register the contracts are built from (they import
// nothing), and the one CSV writer (papaparse, the portal's formula rule) the office downloads use.
const REMOTE_SEES_OF_SERVICES = [
  ...services.flatMap((service) => [`${service}/src/contract.ts`, `${service}/src/office-contract`]),
  `${SERVICE_KIT}/src/text-rules.ts`,
  `${SERVICE_KIT}/src/date-rules.ts`,
  `${SERVICE_KIT}/src/access-code.ts`,
  `${SERVICE_KIT}/src/bilingual.ts`,
  `${SERVICE_KIT}/src/csv.ts`,
  // The college's clock for people (IST), as every service writes it; imports nothing.
  `${SERVICE_KIT}/src/college-time.ts`,
  // What a file's first bytes say it is: the browser refuses a disguised file with the service's own rule.
  `${SERVICE_KIT}/src/file-kind.ts`,
];

const boundaryZones = [
  // No remote imports another remote, and remote-kit (shared by them) imports none.
  ...remotes.map((remote) => ({
    target: `remotes/${remote}`,
    from: others(remotes, remote).map((other) => `remotes/${other}`),
    message: 'A remote does not import another remote; shared code goes to remote-kit.',
  })),
  {
    target: `remotes/${REMOTE_KIT}`,
    from: remotes.map((remote) => `remotes/${remote}`),
    message: 'remote-kit is shared by the remotes and imports none of them.',
  },
  {
    target: `remotes/${BUILD_KIT}`,
    from: remotes.map((remote) => `remotes/${remote}`),
    message: 'build-kit is shared by the remotes and imports none of them.',
  },
  // The build side builds on the browser side (the prerender contract, the page renderer), never the reverse.
  {
    target: `remotes/${REMOTE_KIT}`,
    from: `remotes/${BUILD_KIT}`,
    message: 'remote-kit is what pages run; it does not import the build tooling (build-kit).',
  },
  // Only a package's rspack.config.ts (and tests that read a build) use build-kit; no page code does.
  {
    target: [...remotes.map((remote) => `remotes/${remote}/src`), 'shell/src'],
    from: `remotes/${BUILD_KIT}`,
    message: 'Pages do not import the build tooling: build-kit is for rspack.config.ts files.',
  },
  // No service imports another service, and the kit (shared by them) imports none.
  ...services.map((service) => ({
    target: `services/${service}`,
    from: others(services, service).map((other) => `services/${other}`),
    message: 'A service does not import another service; shared code goes to the service kit.',
  })),
  {
    target: `services/${SERVICE_KIT}`,
    from: services.map((service) => `services/${service}`),
    message: 'The service kit is shared by the services and imports none of them.',
  },
  // A remote (and remote-kit) sees a service only through its contract (and its office contract
  // parts, './office/*'), plus the browser-safe text rules and bilingual register the contracts are built from, the CSV writer and the file-kind rule.
  {
    target: [
      ...remotes.map((remote) => `remotes/${remote}/**`),
      `remotes/${BUILD_KIT}/**`,
      `remotes/${REMOTE_KIT}/src/*`,
      `remotes/${REMOTE_KIT}/src/!(testing)/**`,
    ],
    from: 'services',
    except: REMOTE_SEES_OF_SERVICES,
    message: "A remote imports a service only through its contract ('@college/<name>-service/contract').",
  },
  // The portal's end-to-end helpers (remote-kit's testing/, test code only) also sign in as the
  // office's demo accounts and start processes with the kit's lean Node flags and a free port.
  {
    target: `remotes/${REMOTE_KIT}/src/testing/**`,
    from: 'services',
    except: [...REMOTE_SEES_OF_SERVICES, 'office/src/demo-account-list.ts'],
    message: "Remote-kit's test helpers see a service through its contract and the office's demo accounts.",
  },
  // The gateway (server side) uses the kits, the services' contracts and the shell's route table;
  // nothing of the browser side imports it.
  {
    target: 'gateway',
    from: 'services',
    // ... and its tests sign in as the office's demo accounts (a server-side list, not in the contract).
    except: [
      SERVICE_KIT,
      ...services.map((service) => `${service}/src/contract.ts`),
      // The office door's own contract: the session resolve the gateway calls (kept off the pages).
      'office/src/office-contract/door.ts',
      'office/src/demo-account-list.ts',
    ],
    message:
      "The gateway sees a service only through its contract ('@college/<name>-service/contract') and the service kit.",
  },
  {
    target: 'gateway',
    from: 'remotes',
    except: [REMOTE_KIT],
    message: 'The gateway imports no remote; what pages share with it is in remote-kit.',
  },
  {
    target: 'gateway',
    from: 'shell',
    except: ['src/routes/route-table.ts'],
    message: "The gateway imports only the shell's route table ('@college/shell/route-table').",
  },
  {
    target: ['shell/src', 'remotes', 'services', 'settings', 'design-system'],
    from: 'gateway',
    message: 'The gateway is the server side: nothing the pages or services run imports it.',
  },
  // Inside a remote, a feature does not import a sibling feature.
  ...remotes.flatMap((remote) => {
    const features = featuresOf(remote);
    if (features.length < 2) return [];
    return features.map((feature) => ({
      target: `remotes/${remote}/src/features/${feature}`,
      from: others(features, feature).map((other) => `remotes/${remote}/src/features/${other}`),
      message: 'A feature does not import a sibling feature; shared pieces go to features/shared or the kit.',
    }));
  }),
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.tmp/',
      '**/storybook-static/',
      '**/data/',
      '**/test-results/',
      '**/playwright-report/',
      '**/coverage/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks what is taken only to be left out (`{ pid: _pid, ...rest }`) or a
      // parameter a signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // React code: hooks live in .tsx components and in .ts use-* modules alike.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', '**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // The data hooks reset their view to "loading" as an effect starts a request, on purpose.
      'react-hooks/set-state-in-effect': 'off',
      // Only says React Compiler would skip a component (react-hook-form's watch); the build has no compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  // The service kit's helper processes: plain CommonJS that node runs as it is.
  {
    files: ['services/kit/src/workers/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', process: 'readonly', console: 'writable' },
    },
    // What they load (sharp, pdf-lib) is resolved by the service and handed over as a path.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The import boundaries (bulletproof-react's import/no-restricted-paths, on the monorepo's layers).
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  // Plain JavaScript: this config (Node) and the prerendered page's inline boot script (a browser).
  {
    files: ['eslint.config.js'],
    languageOptions: { globals: { process: 'readonly' } },
  },
  {
    files: ['remotes/build-kit/src/prerender/boot-after-paint.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        window: 'readonly',
        document: 'readonly',
        PerformanceObserver: 'readonly',
        requestAnimationFrame: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
