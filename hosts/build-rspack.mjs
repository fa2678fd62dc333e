// `npm run build:hosts` (its Rspack half): hosts/rspack/rspack.config.mjs through Rspack's API,
// in plain Node (see the config for why not tsx).
import { rspack } from '@rspack/core';
import config from './rspack/rspack.config.mjs';

rspack(config).run((error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString({ all: false, errors: true, colors: true }));
    process.exit(1);
  }
  console.log(stats.toString({ preset: 'errors-warnings', colors: true }) || 'rspack-host built');
});
