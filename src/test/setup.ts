import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { failOnUnexpectedConsoleErrors, watchConsoleErrors } from './console';

// findBy*/waitFor wait up to 1 s by default: too tight for a 2-core machine running the suite in
// parallel with builds. A longer wait changes no outcome, only when a slow pass gives up.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no modal dialogs: open and close them as a browser would, minus the top layer
// (suites that run in node have no DOM at all).
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// A console.error nobody expected fails the test: React's act() warnings, failed prop types and
// caught-and-logged errors otherwise scroll past in a green run. A test that provokes
// one on purpose says so with `expectConsoleError(/…/)` (src/test/console.ts).
beforeEach(() => {
  watchConsoleErrors();
});

afterEach(() => {
  failOnUnexpectedConsoleErrors();
});
