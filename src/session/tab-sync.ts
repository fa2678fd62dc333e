// Cross-tab session sync. Any same-origin script can join a BroadcastChannel (a host page's
// scripts, other pages of the origin, workers), so:
// - the channel never carries a refresh token, only what a tab needs to show and call the API;
// - every message is checked against a schema; anything else is dropped silently;
// - a signed-in tab adopts only a newer session of its own `sub` whose access token the API
//   confirms is that user's, a signed-out tab only the answer to its own pending pull, and a
//   `signed-out` for another `sub` is ignored.
// What stays open to a same-origin script (it could do the same through our sign-in form or API):
// answering a signed-out tab's pull with its own account, and signing a user's tabs out.
// A tab that adopts a session drops its own refresh token: sessionStorage is copied into tabs
// opened from this one, so two tabs can hold the same refresh token, and reusing one that the
// other tab has already rotated makes the authority revoke the whole grant. After a renewal,
// exactly one tab (the one that renewed) holds the current refresh token. The others leave
// renewals to it while it answers (`canRenew`); with no such tab, `signinSilent()` renews through
// the silent-renew iframe (prompt=none), as it does for any user without a refresh token (see
// `src/auth/session.ts`).
import { User, type UserManager, type UserProfile } from 'oidc-client-ts';
import * as z from 'zod/mini';
import { tabStorage } from '../lib/storage';
import { withRefreshLock } from './renewal';
import {
  REASONS,
  rememberEndReason,
  type SessionEndReason,
  type StoredEndReason,
} from './session-care';

/** How long a tab waits for another tab's answer before going on with what it has. */
const PULL_TIMEOUT_MS = 150;
/**
 * An answer to this tab's own pull that comes after the wait (the other tab was busy: its own
 * first render, a loaded machine) still signs this tab in, for this long: the screen went on as
 * signed out, and now follows the session. (No wider door: any script on the channel hears the
 * pull and could answer it in time.)
 */
const LATE_ANSWER_MS = 10_000;
/** No access token we share lives longer than a day; a later expiry is a forgery. */
const MAX_SHARED_LIFETIME_S = 24 * 3600;

const nonEmpty = z.string().check(z.minLength(1), z.maxLength(16_384));

/** What tabs share of a session: no refresh token (unknown keys are stripped, not kept). */
const sharedSessionSchema = z.object({
  access_token: nonEmpty,
  token_type: nonEmpty,
  id_token: z.optional(nonEmpty),
  scope: z.optional(z.string()),
  session_state: z.optional(z.nullable(z.string())),
  expires_at: z.number(),
  profile: z.looseObject({ sub: nonEmpty }),
});
type SharedSession = z.infer<typeof sharedSessionSchema>;

const storedReasonSchema = z.object({
  reason: z.enum(REASONS as [SessionEndReason, ...SessionEndReason[]]),
  idleMinutes: z.optional(z.number()),
});

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pull'), id: nonEmpty }),
  z.object({
    type: z.literal('user'),
    /** The pull this answers; absent when a tab announces its renewal. */
    id: z.optional(nonEmpty),
    /** The sender holds a refresh token, so it can renew for everyone. */
    canRenew: z.boolean(),
    session: sharedSessionSchema,
  }),
  // With why, when an automatic end decided it: the other tabs' next screens say it too.
  z.object({
    type: z.literal('signed-out'),
    sub: nonEmpty,
    reason: z.optional(storedReasonSchema),
  }),
]);
type Message = z.infer<typeof messageSchema>;
type UserMessage = Extract<Message, { type: 'user' }>;

interface PendingPull {
  /** Only a renewer's answer ends the wait (this tab has a session but no refresh token). */
  wantRenewer: boolean;
  finish(canRenew: boolean): void;
}

function share(user: User): SharedSession {
  return {
    access_token: user.access_token,
    token_type: user.token_type,
    id_token: user.id_token,
    scope: user.scope,
    session_state: user.session_state,
    expires_at: user.expires_at ?? 0,
    profile: user.profile,
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Keeps the session in step across this origin's tabs without putting tokens in localStorage:
 * each tab keeps its copy in sessionStorage, and tabs exchange what they may over a
 * BroadcastChannel. A new tab pulls the session from an open one; a renewal or a sign-out reaches
 * every tab.
 */
export class TabSync {
  private channel: BroadcastChannel | null = null;
  private pending = new Map<string, PendingPull>();
  /** This tab's pulls that nobody answered in time, with when a late answer stops counting. */
  private unanswered = new Map<string, number>();
  /** Messages are handled one at a time, so two answers cannot both pass a check on stale state. */
  private queue: Promise<void> = Promise.resolve();
  /**
   * Who was signed in here last, kept after the user goes: a tab whose renewal was refused just
   * before another tab's idle end arrived has no user any more, and still learns why.
   */
  private lastSub: string | null = null;
  private readonly noteUser = (user: User) => {
    this.lastSub = user.profile.sub;
  };

  constructor(
    private readonly name: string,
    private readonly userManager: UserManager,
    /**
     * Asks the API whose access token a same-`sub` session really carries: a script on the channel
     * knows our `sub` (any pull answer tells it) and could otherwise slip its own account's token
     * into this tab, which would then act on that account while showing ours.
     */
    private readonly confirmOwner: (accessToken: string, sub: string) => Promise<boolean>,
    /**
     * This tab is ending its session (a sign-out, an automatic end, a deletion) and still holds
     * the user while it waits on the authority: it answers no pull then. A page opened meanwhile
     * (the tab that ended first coming back to the account area) would otherwise be signed in
     * again with a session about to end, forget why the last one ended, and then be refused.
     */
    private readonly isEnding: () => boolean = () => false,
  ) {}

  /** Opens the channel (again: StrictMode and remounts stop and start it). */
  open(): void {
    if (this.channel || typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(this.name);
    this.channel.onmessage = (event: MessageEvent) => this.receive(event.data);
    this.userManager.events.addUserLoaded(this.noteUser);
    void this.userManager
      .getUser()
      .then((user) => user && this.noteUser(user))
      .catch(() => undefined);
  }

  /**
   * Asks the other tabs for the session and adopts an answer that qualifies. Resolves to whether
   * a tab holding a refresh token (for our `sub`) answered: after its answer, the first answer
   * when that is all we need, or after a short wait.
   */
  async pullLatest(): Promise<boolean> {
    if (!this.channel) return false;
    const mine = await this.userManager.getUser().catch(() => null);
    // Only a tab without a refresh token needs to know whether another one could renew.
    const wantRenewer = mine !== null && !mine.refresh_token;
    const id = crypto.randomUUID();
    return new Promise((resolve) => {
      const finish = (canRenew: boolean) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(canRenew);
      };
      const timer = setTimeout(() => {
        finish(false);
        this.unanswered.set(id, Date.now() + LATE_ANSWER_MS);
      }, PULL_TIMEOUT_MS);
      this.pending.set(id, { wantRenewer, finish });
      this.post({ type: 'pull', id });
    });
  }

  /** Whether `id` is a pull of ours that nobody answered in time, still open to a late answer. */
  private lateAnswer(id: string): boolean {
    const now = Date.now();
    for (const [pull, until] of this.unanswered) if (until <= now) this.unanswered.delete(pull);
    return this.unanswered.has(id);
  }

  /** Shares a renewal with the other tabs (without its refresh token). */
  publish(user: User): void {
    this.post({ type: 'user', canRenew: !!user.refresh_token, session: share(user) });
  }

  /** Tells the other tabs that `sub` signed out here, and why when an automatic end decided it. */
  signedOut(sub: string, reason?: StoredEndReason | null): void {
    this.post({ type: 'signed-out', sub, ...(reason ? { reason } : {}) });
  }

  close(): void {
    this.userManager.events.removeUserLoaded(this.noteUser);
    this.channel?.close();
    this.channel = null;
    // Pending pulls go on with what they have.
    [...this.pending.values()].forEach((pull) => pull.finish(false));
  }

  private post(message: Message): void {
    this.channel?.postMessage(message);
  }

  /** Never throws and never leaves a rejected promise, whatever arrives. */
  private receive(data: unknown): void {
    const parsed = messageSchema.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    this.queue = this.queue.then(() => this.handle(message)).catch(() => undefined);
  }

  private async handle(message: Message): Promise<void> {
    if (message.type === 'pull') {
      const mine = await this.userManager.getUser();
      if (mine && !mine.expired && !this.isEnding()) {
        this.post({
          type: 'user',
          id: message.id,
          canRenew: !!mine.refresh_token,
          session: share(mine),
        });
      }
    } else if (message.type === 'user') {
      await this.receiveUser(message);
    } else {
      const mine = await this.userManager.getUser();
      if (mine) this.lastSub = mine.profile.sub;
      if (this.lastSub !== message.sub) return;
      // Before the user goes: the screen that follows reads it (the first reason kept wins, but
      // an idle or lifetime end replaces a refusal this tab met just before: session-care.ts).
      if (message.reason) rememberEndReason(tabStorage(), message.reason);
      if (!mine) return;
      // Between renewals (the lock a renewal holds): a renewal of this tab under way when the
      // other tab ended the session would store its new tokens after the user had gone here,
      // signing this tab in again (which forgets why it ended) with a grant the other tab has
      // ended, then refused: "the sign-in service no longer accepts this session".
      await withRefreshLock(async () => {
        const current = await this.userManager.getUser();
        if (!current) return;
        // The signing-out tab may not hold the refresh token: the one that does revokes it.
        if (current.refresh_token) {
          await this.userManager.revokeTokens(['refresh_token']).catch(() => undefined);
        }
        await this.userManager.removeUser();
      });
    }
  }

  private async receiveUser(message: UserMessage): Promise<void> {
    const pull = message.id === undefined ? undefined : this.pending.get(message.id);
    const late = pull === undefined && message.id !== undefined && this.lateAnswer(message.id);
    const incoming = message.session;
    const mine = await this.userManager.getUser();
    if (mine && mine.profile.sub !== incoming.profile.sub) return;
    // A forged far-future expiry would make the tab ignore every genuine renewal after it.
    if (incoming.expires_at > nowSeconds() + MAX_SHARED_LIFETIME_S) return;
    const adopt = mine
      ? incoming.expires_at > (mine.expires_at ?? 0) &&
        (await this.confirmOwner(incoming.access_token, mine.profile.sub).catch(() => false))
      : (pull !== undefined || late) && incoming.expires_at > nowSeconds();
    if (adopt) {
      const user = new User({ ...incoming, profile: incoming.profile as UserProfile });
      await this.userManager.storeUser(user);
      // Re-arms the expiry timers and tells React about the new tokens.
      await this.userManager.events.load(user);
    }
    if (adopt && late && message.id !== undefined) this.unanswered.delete(message.id);
    // An answer for our user (same `sub`, adopted or not) counts; another user's does not.
    if (pull && (mine || adopt) && (message.canRenew || !pull.wantRenewer)) {
      pull.finish(message.canRenew);
    }
  }
}
