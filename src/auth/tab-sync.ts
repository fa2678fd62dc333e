import type { User, UserManager } from 'oidc-client-ts';
import { User as OidcUser } from 'oidc-client-ts';

type Message = { type: 'pull' } | { type: 'user'; user: string } | { type: 'signed-out' };

/** How long a tab waits for another tab's answer before going on with what it has. */
const PULL_TIMEOUT_MS = 150;

/**
 * Keeps the session in step across this origin's tabs without putting tokens in localStorage:
 * each tab keeps its copy in sessionStorage, and tabs exchange it over a BroadcastChannel. A new
 * tab pulls the session from an open one; a refresh or a sign-out reaches every tab.
 */
export class TabSync {
  private channel: BroadcastChannel | null = null;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly name: string,
    private readonly userManager: UserManager,
  ) {}

  /** Opens the channel (again: StrictMode and remounts stop and start it). */
  open(): void {
    if (this.channel || typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(this.name);
    this.channel.onmessage = (event) => void this.receive(event.data as Message);
  }

  /** Asks the other tabs for their tokens and adopts them if newer; resolves after one answer or a short wait. */
  pullLatest(): Promise<void> {
    if (!this.channel) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, PULL_TIMEOUT_MS);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiting.push(done);
      this.post({ type: 'pull' });
    });
  }

  publish(user: User): void {
    this.post({ type: 'user', user: user.toStorageString() });
  }

  signedOut(): void {
    this.post({ type: 'signed-out' });
  }

  close(): void {
    this.channel?.close();
    this.channel = null;
    this.waiting.forEach((done) => done());
    this.waiting = [];
  }

  private post(message: Message): void {
    this.channel?.postMessage(message);
  }

  private async receive(message: Message): Promise<void> {
    if (message.type === 'pull') {
      const user = await this.userManager.getUser();
      if (user && !user.expired) this.publish(user);
    } else if (message.type === 'user') {
      await this.adopt(OidcUser.fromStorageString(message.user));
      const waiting = this.waiting;
      this.waiting = [];
      waiting.forEach((done) => done());
    } else if (message.type === 'signed-out') {
      // Tokens are already revoked by the tab that signed out; forget ours.
      await this.userManager.removeUser();
    }
  }

  private async adopt(incoming: User): Promise<void> {
    const mine = await this.userManager.getUser();
    if (mine && (mine.expires_at ?? 0) >= (incoming.expires_at ?? 0)) return;
    await this.userManager.storeUser(incoming);
    // Re-arms the expiry timers and tells React about the new tokens.
    await this.userManager.events.load(incoming);
  }
}
