// The proof of work's Web Worker: ALTCHA's own SHA-256 solver (the `altcha` package's worker
// script), which answers `{ type: 'work', challenge, … }` with the solution. Its own chunk,
// loaded only when a challenge is solved.
import 'altcha/workers/sha';
