import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots`: pictures of the real screens, from the production build in Chromium,
// in light and dark, for the README (docs/screens/*.png). Same servers as the browser tests.
export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  outputDir: 'test-results/screens',
  workers: 1,
  projects: [{ name: 'screens', use: { ...base.use, baseURL: 'http://localhost:3001' } }],
});
