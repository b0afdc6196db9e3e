import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
/**
 * react-router's package exports name only its development build (its warnings and their messages); a build for
 * production takes `react-router` and `react-router/dom` (react-router-dom re-exports both) from its production
 * build, the same code without them.
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

/** zod/mini, what the shared schemas parse with (not classic zod's JSON Schema code), and the listing schemas every listing page parses. */
const isListingSchemaModule = (id: string): boolean =>
  (/[\\/]node_modules[\\/]zod[\\/]v4[\\/](core|mini|locales[\\/]en)[\\/]/.test(id) && !/(to-json-schema|json-schema-processors|memoizer)\.js$/.test(id)) ||
  /[\\/]shared[\\/]src[\\/](zod\.ts|schemas[\\/](property|listing-attribution|form-fields|bbox|photo)\.schema\.ts)$/.test(id);

/**
 * Small pieces most lazy screens share (form fields, alerts, a few hooks), a few hundred bytes each: one file, not
 * one request each. Not the pieces that bring Radix or the toaster.
 */
const isScreenKitModule = (id: string): boolean =>
  /[\\/]web[\\/]src[\\/]components[\\/](ui[\\/](?!(confirm-dialog|dialog-frame|dropdown-menu|switch-field|toaster|tooltip)\.)|fair-housing[\\/]|search[\\/]|property[\\/]property-not-found\.)/.test(
    id,
  ) || /[\\/]web[\\/]src[\\/]lib[\\/](use-zod-form|use-debounced-value|use-now)\.ts$/.test(id);

/** Save this search (/listings, /map) with what it saves; its dialog still loads when wanted. */
const isSaveSearchModule = (id: string): boolean =>
  /[\\/]web[\\/]src[\\/](lib[\\/]saved-search\.ts|components[\\/]saved-search[\\/]save-search-button\.tsx)$/.test(id);

/** The inquiry form (a listing's page, a public profile, the visitor sign-in) with the lead schema it checks. */
const isInquiryModule = (id: string): boolean => /[\\/](web[\\/]src[\\/]components[\\/]inquiry[\\/]|shared[\\/]src[\\/]schemas[\\/]lead\.schema\.ts$)/.test(id);

/** What a listing's open houses offer (save, add to my day, add to a calendar) and the time code behind it, shared by the property page, the map's list and the dashboards. */
const isOpenHouseActionModule = (id: string): boolean =>
  /[\\/]web[\\/]src[\\/](components[\\/]open-house[\\/]|lib[\\/](calendar-links|api[\\/](save-open-house|get-saved-open-houses))\.ts)/.test(id) ||
  /[\\/]shared[\\/]src[\\/](time[\\/](zoned-time|open-house-windows)|schemas[\\/]open-house\.schema)\.ts$/.test(id);

/**
 * The SPA build. `root` is web/ whatever the working directory, so `vite build --config web/vite.config.ts`
 * from the repo root and the lead's middleware-mode dev server resolve the same files. No dev proxy: in dev
 * the Node server mounts Vite and serves /api itself, same origin.
 */
export default defineConfig(({ mode }) => ({
  root: webDir,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('../shared/src', import.meta.url)) },
      ...(mode === 'production' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file: each extra file costs a phone a round trip. Lazy screens
        // share the icons and zod with the listing schemas each as one file, not a file per icon or schema: a
        // listing's page asked for 47 files, and a phone on HTTP/1.1 fetches six at a time.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            { name: 'zod', test: isListingSchemaModule, priority: 1 },
            { name: 'screen-kit', test: isScreenKitModule, priority: 1 },
            { name: 'open-house-actions', test: isOpenHouseActionModule, priority: 1 },
            { name: 'save-search', test: isSaveSearchModule, priority: 1 },
            { name: 'inquiry', test: isInquiryModule, priority: 1 },
            // Apart: the departure reminders every page restores import them, and nothing else.
            { name: 'open-house', test: /[\\/]shared[\\/]src[\\/]constants[\\/]open-house\.ts$/, priority: 2 },
          ],
        },
      },
    },
  },
}));
