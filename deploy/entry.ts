// `node render.cjs` in the container (a bundle of this file, see deploy/Dockerfile) and
// `npm run preview`: render config.json and the nginx configuration, or stop with the reason.
import path from 'node:path';
import { main } from './render';

process.exitCode = main(process.env, path.join(__dirname, 'nginx'));
