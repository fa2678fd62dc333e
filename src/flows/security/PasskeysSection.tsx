import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { readPasskeys } from '../../api/passkey-signal';
import { removePasskey, renamePasskey, type Passkey } from '../../api/passkeys';
import { keepPasskeysInStep } from '../../features/webauthn/signals';
import { useSession } from '../../session/SessionContext';
import { useResource } from '../../api/use-resource';
import { useFormats } from '../../i18n/formats';
import { Form, FormFeedback, FormField, FormSubmit, useFormSubmit } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { useSubmit, type Feedback } from '../../ui/use-submit';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { passkeyCodes, useAddPasskey, type Guard } from './use-add-passkey';
import {
  passkeyDates,
  passkeyMessages as m,
  passkeyNeverUsed,
  removePasskeyAsk,
  removePasskeyLabel,
  renamePasskeyLabel,
} from './messages';
import * as common from '../../i18n/common-messages';

const NAME_MAX = 64;
const nameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(NAME_MAX, 'too_long')),
});

/** The user's passkeys, as the API has them; `reload` after a change. */
function usePasskeys() {
  const api = useApi();
  const { profile } = useSession();
  const { data, error, reload } = useResource('passkeys', (signal) => readPasskeys(api, signal));
  const target = data?.signal ?? null;
  const email = profile?.email;
  const name = profile?.name;
  // Each time the list arrives (the screen opens, a passkey was added or removed), the browser's
  // passkey managers learn which passkeys the account accepts and its current address and name
  // (WebAuthn Signal API, docs/passwordless.md): a removed one stops being offered.
  useEffect(() => {
    if (!target) return;
    void keepPasskeysInStep(target, email && name ? { email, name } : null);
  }, [target, email, name]);
  return { passkeys: data?.passkeys, error, reload };
}

/**
 * Passkeys (docs/passkeys.md): the list with when each was added and last used, Add a passkey
 * and Remove (both sensitive: `guard` asks "Confirm it's you" when the sign-in is too old),
 * Rename in place.
 */
export function PasskeysSection({ guard }: { guard: Guard }) {
  const api = useApi();
  const formats = useFormats();
  const intl = useIntl();
  const { passkeys, error, reload } = usePasskeys();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [notice, setNotice] = useState<Feedback | null>(null);
  // Which action spoke last: only its outcome shows (an earlier "added" must not hide "removed").
  const [last, setLast] = useState<'add' | 'remove' | 'notice'>('notice');
  const addButton = useRef<HTMLButtonElement>(null);
  // After renaming, the focus goes back to that passkey's Rename button (the form is gone).
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (refocus) renameButtons.current.get(refocus)?.focus();
  }, [refocus]);

  const add = useAddPasskey(guard, reload);
  const remove = useSubmit(
    async (passkey: Passkey) => {
      setLast('remove');
      await guard(() => removePasskey(api, passkey.id));
      reload();
      // The removed row held the focus: it goes back to the section's first control.
      addButton.current?.focus();
      return { message: m.removed, tone: 'status' as const };
    },
    { codes: passkeyCodes },
  );

  const feedback = { add: add.feedback, remove: remove.feedback, notice }[last];
  return (
    <section aria-labelledby="security-passkeys" className={ui.section}>
      <h2 id="security-passkeys" className={ui.subtitle}>
        <FormattedMessage {...m.title} />
      </h2>
      <Text>
        <FormattedMessage {...m.intro} />
      </Text>
      <FormFeedback feedback={feedback} />
      {error ? (
        <FormFeedback feedback={{ message: m.loadFailed }}>
          <Actions>
            <button type="button" className={ui.button} onClick={reload}>
              <FormattedMessage {...common.tryAgain} />
            </button>
          </Actions>
        </FormFeedback>
      ) : passkeys?.length === 0 ? (
        <Text>
          <FormattedMessage {...m.none} />
        </Text>
      ) : passkeys ? (
        <ul className={ui.list}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={ui.listItem}>
              {renaming === passkey.id ? (
                <RenameForm
                  passkey={passkey}
                  onDone={(renamed) => {
                    setRenaming(null);
                    setRefocus(passkey.id);
                    setLast('notice');
                    if (renamed) {
                      setNotice({ message: m.renamed, tone: 'status' });
                      reload();
                    }
                  }}
                />
              ) : (
                <>
                  <p className={ui.strong}>{passkey.name}</p>
                  <p className={ui.text}>
                    <FormattedMessage
                      {...passkeyDates}
                      values={{
                        added: formats.date(passkey.createdAt),
                        used: passkey.lastUsedAt
                          ? formats.date(passkey.lastUsedAt)
                          : intl.formatMessage(passkeyNeverUsed),
                      }}
                    />
                  </p>
                  <Actions>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      aria-label={intl.formatMessage(renamePasskeyLabel, { name: passkey.name })}
                      ref={(button) => {
                        if (button) renameButtons.current.set(passkey.id, button);
                        else renameButtons.current.delete(passkey.id);
                      }}
                      onClick={() => {
                        setNotice(null);
                        setRefocus(null);
                        setRenaming(passkey.id);
                      }}
                    >
                      <FormattedMessage {...m.rename} />
                    </button>
                    <ConfirmAction
                      label={m.remove}
                      accessibleLabel={intl.formatMessage(removePasskeyLabel, {
                        name: passkey.name,
                      })}
                      question={
                        <FormattedMessage {...removePasskeyAsk} values={{ name: passkey.name }} />
                      }
                      confirm={m.removeConfirm}
                      busy={remove.busy}
                      onConfirm={() => void remove.submit(passkey)}
                    />
                  </Actions>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Actions>
        <button
          ref={addButton}
          type="button"
          className={ui.button}
          disabled={add.busy}
          aria-busy={add.busy}
          onClick={() => {
            setLast('add');
            void add.submit();
          }}
        >
          <FormattedMessage {...common.addPasskey} />
        </button>
      </Actions>
    </section>
  );
}

/** Renaming in place: the field takes the focus; Esc or Cancel leaves the name as it was. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone(renamed: boolean): void }) {
  const api = useApi();
  const { form, feedback, onSubmit } = useFormSubmit(
    nameSchema,
    { defaultValues: { name: passkey.name } },
    async ({ name }) => {
      await renamePasskey(api, passkey.id, name);
      onDone(true);
    },
    { codes: passkeyCodes },
  );
  const { setFocus } = form;
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);
  return (
    <Form form={form} feedback={feedback} onSubmit={onSubmit}>
      <FormField
        name="name"
        label={m.name}
        autoComplete="off"
        maxLength={NAME_MAX}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone(false);
        }}
      />
      <FormSubmit label={m.save} />
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => onDone(false)}
        >
          <FormattedMessage {...common.cancel} />
        </button>
      </Actions>
    </Form>
  );
}
