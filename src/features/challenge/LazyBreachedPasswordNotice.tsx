// The breached-password notice on the overview (where a sign-in lands) and on Security: the
// notice itself is a lazy chunk, most profiles never need it.
import { lazyPart } from '../../lib/lazy-part';
import { useSession } from '../../session/SessionContext';

const Notice = lazyPart<{ onSecurity?: boolean }>(() =>
  import(/* webpackChunkName: "breached-notice" */ './BreachedPasswordNotice').then((m) => ({
    default: m.BreachedPasswordNotice,
  })),
);

export function LazyBreachedPasswordNotice({ onSecurity }: { onSecurity?: boolean }) {
  return useSession().profile?.passwordBreached ? <Notice onSecurity={onSecurity} /> : null;
}
