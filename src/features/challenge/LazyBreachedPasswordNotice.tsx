// The breached-password notice on the overview (where a sign-in lands) and on Security: the
// notice itself is a lazy chunk, most profiles never need it.
import { lazy, Suspense } from 'react';
import { useSession } from '../../session/SessionContext';

const Notice = lazy(() =>
  import(/* webpackChunkName: "breached-notice" */ './BreachedPasswordNotice').then((m) => ({
    default: m.BreachedPasswordNotice,
  })),
);

export function LazyBreachedPasswordNotice({ onSecurity }: { onSecurity?: boolean }) {
  return useSession().profile?.passwordBreached ? (
    <Suspense fallback={null}>
      <Notice onSecurity={onSecurity} />
    </Suspense>
  ) : null;
}
