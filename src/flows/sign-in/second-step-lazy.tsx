// The second step (SecondStepForm.tsx) shows only after a login that asks for it: a chunk of its
// own, so the sign-in form's first load carries none of it (bench/README.md). Its download starts
// with the login (`preloadSecondStep`, use-sign-in.ts), so it has arrived when the answer asks for
// the step, and then the step renders at once (no fallback, which React would keep up ~300 ms).
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Loading } from '../../ui/Loading';

type Module = typeof import('./SecondStepForm');
let arrived: Module | null = null;
const load = () =>
  import(/* webpackChunkName: "sign-in-second-step" */ './SecondStepForm').then((module) => {
    arrived = module;
    return module;
  });

/** Starts the step's download; a failure shows where the step would (its error boundary). */
export function preloadSecondStep(): void {
  load().catch(() => undefined);
}

const LazySecondStep = lazy(() => load().then((m) => ({ default: m.SecondStepForm })));

export function SecondStepForm(props: ComponentProps<Module['SecondStepForm']>) {
  // Chosen once per mount: switching from the lazy one to the loaded one would remount the step.
  const [loaded] = useState(() => arrived);
  if (loaded) return <loaded.SecondStepForm {...props} />;
  return (
    <Suspense fallback={<Loading />}>
      <LazySecondStep {...props} />
    </Suspense>
  );
}
