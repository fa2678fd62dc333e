// The page inside the hidden iframe of a silent sign-in (`/silent-renew.html`): it hands the
// authority's answer back to the app in the parent window, which validates it.
import { UserManager } from 'oidc-client-ts';

void new UserManager({ authority: '', client_id: '', redirect_uri: '' }).signinSilentCallback();
