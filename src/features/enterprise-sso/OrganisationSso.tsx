// An organisation's single sign-on, for its owners and admins (docs/enterprise-sso.md): domains
// with the DNS TXT record to publish and Verify, connections (SAML by metadata URL, OpenID
// Connect) with our details to give the identity provider, Test, Test sign-in (a round trip
// through the IdP, SAML or OpenID Connect, whose result comes back here) and Turn on/off, and the rules
// (enforcement, JIT). Connection and rule changes ask "Confirm it's you" after an old sign-in.
// The organisations section mounts it (default export: a chunk of its own).
import { Fragment, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import {
  addSsoDomain,
  claimSsoTestSignIn,
  createSsoConnection,
  getOrganisationSso,
  startSsoTestSignIn,
  testSsoConnection,
  updateSsoConnection,
  updateSsoSettings,
  verifySsoDomain,
  type SsoConnection,
  type SsoDomain,
  type SsoSettings,
} from '../../api/enterprise-sso';
import { ApiError } from '../../api/errors';
import { useResource } from '../../api/use-resource';
import { leavePage } from '../../lib/navigate';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { required } from '../../ui/policy';
import {
  Form,
  FormCheckbox,
  FormFeedback,
  FormField,
  FormSubmit,
  useFormSubmit,
} from '../../ui/form';
import { ui } from '../../ui/Screen';
import { useSubmit, type Feedback } from '../../ui/use-submit';
import { admin as messages, testSignIn as testMessages, testSignInWorked } from './messages';
import styles from './enterprise-sso.module.css';
import { useSsoErrorFeedback } from './sso-error';

type Guard = ReturnType<typeof useSensitive>['guard'];

/** A refusal of the IdP's settings: the server's explanation, for the IT admin. */
function refusedFeedback(error: unknown): Feedback | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const details = typeof error.body?.message === 'string' ? error.body.message : '';
  return { message: messages.refused, values: { details } } as Feedback;
}

const CODES = {
  domain_taken: messages.domainTaken,
  domain_exists: messages.domainExists,
  domain_not_verified: messages.domainNotVerified,
  dns_unavailable: messages.dnsUnavailable,
  enforcement_needs_connection: messages.needsConnection,
};

export interface OrganisationSsoProps {
  organisationId: string;
}

export default function OrganisationSso({ organisationId }: OrganisationSsoProps) {
  const api = useApi();
  const { guard, dialog } = useSensitive();
  const sso = useResource(`sso:${organisationId}`, (signal) =>
    getOrganisationSso(api, organisationId, signal),
  );
  const claim = useTestSignInResult(organisationId, sso.reload);
  if (!sso.data) return sso.feedback ? <FormFeedback feedback={sso.feedback} /> : null;
  const props = { organisationId, reload: sso.reload, guard, justTested: claim.connectionId };
  return (
    <section aria-labelledby="sso-title" className={styles.admin}>
      <h3 id="sso-title" className={ui.subtitle}>
        <FormattedMessage {...messages.title} />
      </h3>
      <Domains domains={sso.data.domains} {...props} />
      <FormFeedback feedback={claim.feedback} />
      <Connections connections={sso.data.connections} {...props} />
      <Rules settings={sso.data} {...props} />
      {dialog}
    </section>
  );
}

interface Shared {
  organisationId: string;
  reload(): void;
  guard: Guard;
  /** The connection whose test sign-in result was just recorded (focus goes to it). */
  justTested?: string | null;
}

/** The test sign-in's query parameters (the ACS sends the admin back with them). */
const TEST_KEY = 'ssoTest';
const TEST_CONNECTION = 'ssoTestConnection';

/**
 * Back from a test sign-in: records its result on the connection (this session's claim, once),
 * takes the key out of the address, and says when the result cannot be shown.
 */
function useTestSignInResult(organisationId: string, reload: () => void) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const key = params.get(TEST_KEY);
  const connectionId = params.get(TEST_CONNECTION);
  const [claimed, setClaimed] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!key || !connectionId || started.current) return;
    started.current = true;
    // Out of the address at once: a reload or a shared link must not claim it again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TEST_KEY);
        next.delete(TEST_CONNECTION);
        return next;
      },
      { replace: true },
    );
    claimSsoTestSignIn(api, organisationId, connectionId, key).then(
      () => {
        setClaimed(connectionId);
        reload();
      },
      () => setFeedback({ message: testMessages.testSignInLost }),
    );
  }, [api, organisationId, key, connectionId, setParams, reload]);
  return { connectionId: claimed, feedback };
}

/** The last test sign-in's result: the identity received, or why a sign-in would be refused. */
function TestSignInResult({
  result,
  focus,
}: {
  result: NonNullable<SsoConnection['lastTest']>;
  focus: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const words = useSsoErrorFeedback(result.ok ? null : result.code);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={styles.testResult}>
      <h5 ref={heading} tabIndex={-1}>
        <FormattedMessage {...testMessages.testSignInTitle} />
      </h5>
      {result.ok ? (
        <>
          <p>
            <FormattedMessage {...testSignInWorked} values={{ email: result.email }} />
            <br />
            <FormattedMessage {...testMessages.testSignInNobody} />
          </p>
          {Object.keys(result.attributes).length > 0 ? (
            <dl className={styles.record}>
              {Object.entries(result.attributes).map(([name, values]) => (
                <Fragment key={name}>
                  <dt>
                    <code>{name}</code>
                  </dt>
                  <dd>{values.join(', ')}</dd>
                </Fragment>
              ))}
            </dl>
          ) : (
            <p>
              <FormattedMessage {...testMessages.testSignInNoAttributes} />
            </p>
          )}
        </>
      ) : (
        <>
          {words ? (
            <p>
              <FormattedMessage {...words.message} values={words.values} />
            </p>
          ) : null}
          <p>
            <FormattedMessage {...testMessages.testSignInRefused} />
            <br />
            <span lang="en">{result.message}</span>
            <br />
            <code>{result.code}</code>
          </p>
        </>
      )}
    </div>
  );
}

function Domains({ domains, organisationId, reload }: Shared & { domains: SsoDomain[] }) {
  const api = useApi();
  const add = useFormSubmit(
    z.object({ domain: required }),
    { defaultValues: { domain: '' } },
    async ({ domain }, form) => {
      await addSsoDomain(api, organisationId, domain.trim().toLowerCase());
      form.reset();
      reload();
    },
    { codes: CODES },
  );
  return (
    <section aria-labelledby="sso-domains">
      <h4 id="sso-domains">
        <FormattedMessage {...messages.domains} />
      </h4>
      <ul className={styles.list}>
        {domains.map((domain) => (
          <DomainRow
            key={domain.domain}
            domain={domain}
            organisationId={organisationId}
            reload={reload}
          />
        ))}
      </ul>
      <Form form={add.form} feedback={add.feedback} onSubmit={add.onSubmit}>
        <FormField name="domain" label={messages.domain} autoComplete="off" />
        <FormSubmit label={messages.addDomain} busy={add.busy} />
      </Form>
    </section>
  );
}

function DomainRow({
  domain,
  organisationId,
  reload,
}: {
  domain: SsoDomain;
  organisationId: string;
  reload(): void;
}) {
  const api = useApi();
  const verify = useSubmit(
    async () => {
      await verifySsoDomain(api, organisationId, domain.domain);
      reload();
      return { message: messages.domainVerified, tone: 'status' } as Feedback;
    },
    { codes: CODES },
  );
  return (
    <li>
      <strong>{domain.domain}</strong>
      <p>
        <FormattedMessage {...(domain.verified ? messages.verified : messages.notVerified)} />
      </p>
      {domain.verified ? null : (
        <>
          <dl className={styles.record}>
            <dt>
              <FormattedMessage {...messages.recordType} />
            </dt>
            <dd>
              <code>{domain.record.type}</code>
            </dd>
            <dt>
              <FormattedMessage {...messages.recordName} />
            </dt>
            <dd>
              <code>{domain.record.name}</code>
            </dd>
            <dt>
              <FormattedMessage {...messages.recordValue} />
            </dt>
            <dd>
              <code>{domain.record.value}</code>
            </dd>
          </dl>
          <FormFeedback feedback={verify.feedback} />
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={verify.busy}
            onClick={() => void verify.submit()}
          >
            <FormattedMessage {...messages.verify} />
          </button>
        </>
      )}
    </li>
  );
}

function Connections({
  connections,
  organisationId,
  reload,
  guard,
  justTested,
}: Shared & { connections: SsoConnection[] }) {
  const api = useApi();
  const [refused, setRefused] = useState<Feedback | null>(null);
  const onError = (error: unknown) => {
    setRefused(refusedFeedback(error));
    return refusedFeedback(error) !== null;
  };
  const saml = useFormSubmit(
    z.object({ name: required, metadataUrl: required }),
    { defaultValues: { name: '', metadataUrl: '' } },
    async (values, form) => {
      setRefused(null);
      await guard(() => createSsoConnection(api, organisationId, { type: 'saml', ...values }));
      form.reset();
      reload();
    },
    { onError },
  );
  const oidc = useFormSubmit(
    z.object({ name: required, issuer: required, clientId: required, clientSecret: required }),
    { defaultValues: { name: '', issuer: '', clientId: '', clientSecret: '' } },
    async (values, form) => {
      setRefused(null);
      await guard(() => createSsoConnection(api, organisationId, { type: 'oidc', ...values }));
      form.reset();
      reload();
    },
    { onError },
  );
  return (
    <section aria-labelledby="sso-connections">
      <h4 id="sso-connections">
        <FormattedMessage {...messages.connections} />
      </h4>
      <ul className={styles.list}>
        {connections.map((connection) => (
          <ConnectionRow
            key={connection.id}
            connection={connection}
            organisationId={organisationId}
            reload={reload}
            guard={guard}
            justTested={justTested}
          />
        ))}
      </ul>
      <FormFeedback feedback={refused} />
      <Form form={saml.form} feedback={saml.feedback} onSubmit={saml.onSubmit}>
        <FormField name="name" label={messages.connectionName} autoComplete="off" />
        <FormField name="metadataUrl" label={messages.metadataUrl} type="url" autoComplete="off" />
        <FormSubmit label={messages.addSaml} busy={saml.busy} />
      </Form>
      <Form form={oidc.form} feedback={oidc.feedback} onSubmit={oidc.onSubmit}>
        <FormField name="name" label={messages.connectionName} autoComplete="off" />
        <FormField name="issuer" label={messages.issuer} type="url" autoComplete="off" />
        <FormField name="clientId" label={messages.clientId} autoComplete="off" />
        <FormField
          name="clientSecret"
          label={messages.clientSecret}
          type="password"
          autoComplete="off"
        />
        <FormSubmit label={messages.addOidc} busy={oidc.busy} />
      </Form>
    </section>
  );
}

function ConnectionRow({
  connection,
  organisationId,
  reload,
  guard,
  justTested,
}: Omit<Shared, 'guard'> & { connection: SsoConnection; guard: Guard }) {
  const api = useApi();
  // Same tab: the session lives in this tab's storage, so the claim on return is made by the
  // very session that started the test (a second window would share the refresh token).
  const testSignIn = useSubmit(async () => {
    try {
      leavePage(await startSsoTestSignIn(api, organisationId, connection.id));
    } catch (error) {
      // An OpenID Connect provider whose discovery document does not load now: the server's
      // explanation, as when the connection was added.
      const refused = refusedFeedback(error);
      if (refused) return refused;
      throw error;
    }
  });
  const toggle = useSubmit(
    async () => {
      await guard(() =>
        updateSsoConnection(api, organisationId, connection.id, { enabled: !connection.enabled }),
      );
      reload();
    },
    { codes: CODES },
  );
  const trust = useSubmit(
    async () => {
      await guard(() =>
        updateSsoConnection(api, organisationId, connection.id, {
          trustIdpMfa: !connection.trustIdpMfa,
        }),
      );
      reload();
    },
    { codes: CODES },
  );
  const test = useSubmit(async () => {
    const result = await testSsoConnection(api, organisationId, connection.id);
    const failed = result.checks.filter((check) => !check.ok).map((check) => check.message);
    return (
      result.ok
        ? { message: messages.testPassed, tone: 'status' }
        : { message: messages.testFailed, values: { details: failed.join(' ') } }
    ) as Feedback;
  });
  return (
    <li>
      <strong>{connection.name}</strong>
      <p>
        <FormattedMessage
          {...(connection.type === 'saml' ? messages.typeSaml : messages.typeOidc)}
        />
        <br />
        <FormattedMessage {...(connection.enabled ? messages.on : messages.off)} />
        <br />
        <FormattedMessage
          {...(connection.trustIdpMfa ? messages.idpMfaTrusted : messages.idpMfaNotTrusted)}
        />
      </p>
      <dl className={styles.record}>
        {connection.saml ? (
          <>
            <dt>
              <FormattedMessage {...messages.spEntityId} />
            </dt>
            <dd>
              <code>{connection.saml.spEntityId}</code>
            </dd>
            <dt>
              <FormattedMessage {...messages.acsUrl} />
            </dt>
            <dd>
              <code>{connection.saml.acsUrl}</code>
            </dd>
          </>
        ) : null}
        {connection.oidc ? (
          <>
            <dt>
              <FormattedMessage {...messages.redirectUri} />
            </dt>
            <dd>
              <code>{connection.oidc.redirectUri}</code>
            </dd>
          </>
        ) : null}
      </dl>
      {connection.saml ? (
        <a className={ui.link} href={connection.saml.spMetadataUrl}>
          <FormattedMessage {...messages.spMetadata} />
        </a>
      ) : null}
      {connection.lastError ? (
        <p>
          <FormattedMessage {...messages.lastError} />
          <br />
          {connection.lastError.message}
          <br />
          <code>{connection.lastError.code}</code>
        </p>
      ) : null}
      {connection.lastTest ? (
        <TestSignInResult result={connection.lastTest} focus={justTested === connection.id} />
      ) : null}
      <FormFeedback
        feedback={test.feedback ?? testSignIn.feedback ?? toggle.feedback ?? trust.feedback}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={test.busy}
          onClick={() => void test.submit()}
        >
          <FormattedMessage {...messages.test} />
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={testSignIn.busy}
          onClick={() => void testSignIn.submit()}
        >
          <FormattedMessage {...testMessages.testSignIn} />
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={toggle.busy}
          onClick={() => void toggle.submit()}
        >
          <FormattedMessage {...(connection.enabled ? messages.turnOff : messages.turnOn)} />
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={trust.busy}
          onClick={() => void trust.submit()}
        >
          <FormattedMessage
            {...(connection.trustIdpMfa ? messages.distrustIdpMfa : messages.trustIdpMfa)}
          />
        </button>
      </div>
    </li>
  );
}

function Rules({ settings, organisationId, reload, guard }: Shared & { settings: SsoSettings }) {
  const api = useApi();
  const rules = useFormSubmit(
    z.object({ enforced: z.boolean(), jitEnabled: z.boolean() }),
    { defaultValues: { enforced: settings.enforced, jitEnabled: settings.jit.enabled } },
    async (values) => {
      await guard(() => updateSsoSettings(api, organisationId, values));
      reload();
      return { message: messages.saved, tone: 'status' } as Feedback;
    },
    { codes: CODES },
  );
  return (
    <section aria-labelledby="sso-rules">
      <h4 id="sso-rules">
        <FormattedMessage {...messages.settings} />
      </h4>
      <p>
        <FormattedMessage {...messages.enforcedEffect} />
      </p>
      <Form form={rules.form} feedback={rules.feedback} onSubmit={rules.onSubmit}>
        <FormCheckbox name="enforced" label={<FormattedMessage {...messages.enforced} />} />
        <FormCheckbox name="jitEnabled" label={<FormattedMessage {...messages.jit} />} />
        <FormSubmit label={messages.save} busy={rules.busy} />
      </Form>
    </section>
  );
}
