// How the built server is started, shared by `npm start`, `npm run serve` and the benchmark (the Dockerfile sets the
// same in NODE_OPTIONS). V8 sizes its heap from the machine's memory (about 4 GB here) and lets it grow long before a
// full collection: drawing pages on the server took it from 90 MB of live objects to 300–400 MB between collections,
// and the process to 440 MB. A limit makes it collect sooner; 192 MB is twice what the server keeps live under load.
export const SERVER_HEAP_MB = 192;

/** Node's flags for the server process. */
export const SERVER_NODE_ARGS = [`--max-old-space-size=${SERVER_HEAP_MB}`];
