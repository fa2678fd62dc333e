// What a person typed, kept across a re-sign-in from the session warning (docs/session-care.md,
// "A form's text across a re-sign-in"). The lifetime's end and a renewal that keeps failing
// leave the page for the authority; the text typed in its forms waits in this tab's
// sessionStorage (never localStorage, never sent anywhere) and is put back when the same page
// shows again after the sign-in. Never a password, a one-time code or a card number.
import * as z from 'zod/mini';
import {
  FORM_DRAFTS_KEY,
  FORM_DRAFTS_MAX_AGE_MS,
  FORM_DRAFTS_RESTORE_MS,
} from '../../config/constants';

const draftSchema = z.object({
  // Who typed it (the ID token's `sub`): someone else signing in on this tab gets nothing back.
  owner: z.string(),
  path: z.string(),
  at: z.number(),
  fields: z.array(z.object({ form: z.number(), key: z.string(), value: z.string() })),
});
type Draft = z.infer<typeof draftSchema>;
type Field = Draft['fields'][number];
type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Text-like inputs only: choices (checkboxes, radios) and files are not kept. */
const KEPT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'number', '']);
/** Autocomplete tokens of secrets: a field so marked is never written anywhere. */
const SECRET_AUTOCOMPLETE = /password|one-time-code|cc-|csc/i;
const MAX_VALUE_LENGTH = 10_000;

function editable(element: Element): element is Editable {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** True for what must never be stored: passwords, codes, card data, fields marked sensitive. */
export function isSensitive(element: Editable): boolean {
  if (element.closest('[data-sensitive]')) return true;
  if (SECRET_AUTOCOMPLETE.test(element.getAttribute('autocomplete') ?? '')) return true;
  if (element instanceof HTMLInputElement) {
    return !KEPT_INPUT_TYPES.has(element.type === 'text' ? 'text' : element.type);
  }
  return false;
}

const keyOf = (element: Editable) => element.name || element.id;

/**
 * Keeps the page's non-sensitive form text for `path` (the page the sign-in returns to), for
 * `owner` (the signed-in person's `sub`) only.
 */
export function saveFormDrafts(
  root: ParentNode,
  storage: Storage | undefined,
  path: string,
  owner: string,
  now = Date.now(),
): void {
  const fields: Field[] = [];
  root.querySelectorAll('form').forEach((form, index) => {
    for (const element of Array.from(form.elements)) {
      if (!editable(element) || element.disabled || isSensitive(element)) continue;
      const key = keyOf(element);
      if (!key || !element.value || element.value.length > MAX_VALUE_LENGTH) continue;
      fields.push({ form: index, key, value: element.value });
    }
  });
  try {
    if (fields.length === 0) storage?.removeItem(FORM_DRAFTS_KEY);
    else storage?.setItem(FORM_DRAFTS_KEY, JSON.stringify({ owner, path, at: now, fields }));
  } catch {
    // Storage full or blocked: the sign-in goes on, without the text.
  }
}

/** The kept draft, if fresh enough and `owner`'s; anything else is dropped. */
function readDraft(storage: Storage | undefined, owner: string, now: number): Draft | null {
  try {
    const raw = storage?.getItem(FORM_DRAFTS_KEY);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (
      parsed.success &&
      parsed.data.owner === owner &&
      now - parsed.data.at <= FORM_DRAFTS_MAX_AGE_MS
    ) {
      return parsed.data;
    }
  } catch {
    // Unreadable: dropped below.
  }
  forget(storage);
  return null;
}

function forget(storage: Storage | undefined): void {
  try {
    storage?.removeItem(FORM_DRAFTS_KEY);
  } catch {
    // Blocked storage held nothing.
  }
}

/** The field a kept value belongs to: the only one of its name, else the one in the same form. */
function find(root: ParentNode, field: Field): Editable | null {
  const named = Array.from(root.querySelectorAll('form')).flatMap((form, index) =>
    Array.from(form.elements)
      .filter(editable)
      .filter((element) => keyOf(element) === field.key)
      .map((element) => ({ element, index })),
  );
  const match = named.length === 1 ? named[0] : named.find(({ index }) => index === field.form);
  return match && !isSensitive(match.element) ? match.element : null;
}

/** Sets a value the way typing does, so the form's state (React) takes it. */
function fill(element: Editable, value: string): void {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Puts back the kept text once the page it was typed on shows again (`path()`: where the app is
 * now; the sign-in's callback forwards there) and as its fields appear, for a few seconds at
 * most, if `owner` (the `sub` signed in now) is who typed it; then the draft is gone. Returns
 * the stop.
 */
export function restoreFormDrafts(
  root: HTMLElement,
  storage: Storage | undefined,
  path: () => string,
  owner: string,
  now = Date.now(),
): () => void {
  const draft = readDraft(storage, owner, now);
  if (!draft) return () => undefined;
  let pending = draft.fields;
  const attempt = () => {
    if (path() !== draft.path) return;
    pending = pending.filter((field) => {
      const element = find(root, field);
      if (!element) return true;
      fill(element, field.value);
      return false;
    });
    if (pending.length === 0) stop();
  };
  const observer = new MutationObserver(attempt);
  const timer = window.setTimeout(() => stop(), FORM_DRAFTS_RESTORE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    forget(storage);
  }
  observer.observe(root, { childList: true, subtree: true });
  attempt();
  return stop;
}
