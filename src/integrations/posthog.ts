// Loaded with import() after the first render, only when `config.posthog` is set. The slim,
// no-external build: capture and identify without the recorder, surveys, toolbar or any script
// fetched at run time (121.8 KB gzip for the full build, about 52 KB for this one).
import posthogLibrary from 'posthog-js/dist/module.slim.no-external';
import type { AccountConfig } from '../config/config';
import { ANALYTICS_PERSISTENCE, POSTHOG_INSTANCE_NAME } from '../config/constants';
import { redactProperties, redactUrl, SECRET_PARAMS } from '../lib/redact';
import type { Sink } from './tracker';

export function createPosthogSink(config: NonNullable<AccountConfig['posthog']>): Sink {
  // A named instance of our own, never the primary one: a host may run PostHog for its own
  // project, and our persistence and identity must not touch it.
  const posthog = posthogLibrary.init(
    config.key,
    {
      api_host: config.host,
      persistence: ANALYTICS_PERSISTENCE,
      cross_subdomain_cookie: true,
      // Page views are ours: one per settled screen, after redirects (see PageView).
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
      disable_session_recording: true,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      // posthog-js also keeps the entry URL in its cookie and localStorage: mask our secrets
      // there too (before_send below covers what is sent).
      mask_personal_data_properties: true,
      custom_personal_data_properties: SECRET_PARAMS,
      before_send: (event) =>
        event && {
          ...event,
          properties: redactProperties(event.properties),
          $set: redactProperties(event.$set),
          $set_once: redactProperties(event.$set_once),
        },
    },
    POSTHOG_INSTANCE_NAME,
  );
  return {
    // The path of the screen that showed (a held view is sent later, from another address).
    pageview: (path) =>
      void posthog.capture('$pageview', {
        $current_url: redactUrl(`${window.location.origin}${path}`),
        $pathname: path,
      }),
    identify: ({ sub, email, name }) => posthog.identify(sub, { email, name }),
    // Called whenever the app settles signed out: only an identified device gets a fresh
    // anonymous id (resetting an anonymous one on every load would split its history).
    reset: () => {
      if (posthog.get_property('$user_state') === 'identified') posthog.reset();
    },
  };
}
