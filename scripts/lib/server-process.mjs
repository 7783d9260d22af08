// How the built server is started, shared by `npm start`, `npm run serve` and the benchmark (the Dockerfile sets the
// same in NODE_OPTIONS). V8 sizes its heap from the machine's memory (about 4 GB here) and lets it grow long before a
// full collection: drawing pages on the server took it from 90 MB of live objects to 300–400 MB between collections,
// and the process to 440 MB. A limit makes it collect sooner; 192 MB is twice what the server keeps live under load.
export const SERVER_HEAP_MB = 192;

// The young generation's semi-space is capped at 8 MB (V8's default here is 16). Under the old space's limit above, a
// bigger young generation brought more full collections, not fewer: the short link redirect's cached links live for
// seconds and are promoted whatever the nursery's size, and at 32 or 64 MB the collector marked far more often (at
// 64 MB without pause, the server down to a few hundred answers a second). At 8 MB the redirect ran about a quarter
// fewer full collections per visit than at 16, in 1.6× the scavenge time, and the process stayed 5–20 MB smaller.
export const SERVER_SEMI_SPACE_MB = 8;

/** Node's flags for the server process. */
export const SERVER_NODE_ARGS = [
  `--max-old-space-size=${SERVER_HEAP_MB}`,
  `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`,
];
