import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 1 s by default: too tight for a 2-core machine running the suite in
// parallel with builds. A longer wait changes no outcome, only when a slow pass gives up.
configure({ asyncUtilTimeout: 5000 });
