import { lazySchema } from '../../ui/form';

// The sign-in form's schema, with zod, loads when the form mounts and is used on its first submit:
// the form shows (and takes over from the early form) without it (bench/README.md, "What the
// first load holds").
export const signInSchema = lazySchema(() =>
  import(/* webpackChunkName: "sign-in-schema" */ './schema').then((m) => m.signInSchema),
);
