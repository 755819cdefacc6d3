// The French text catalogue: every text of the spec's error catalogues, with the spec's words and
// punctuation, in correct French (the spec's transcription lost its accents; messages.test.ts).
// One group per screen, one file per group in messages/ (listed in messages/index.ts); features
// add their own group there rather than writing texts inline. Read as `MSG.<group>.<text>`:
// MSG is a module namespace, so a page's JavaScript carries only the groups it reads.

export * as MSG from './messages/index.js';
