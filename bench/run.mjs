// npm run bench -- <name> [more names]: runs bench/<name>.mjs (after npm run build).
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error(
    'usage: npm run bench -- <auth|profiles|projects|chat|inbox|reset|overload|startup|lcp|first-js|notifications|collab-payments|invoices> [...]',
  );
  process.exit(1);
}
for (const name of names) {
  if (!/^[a-z-]+$/.test(name)) throw new Error(`bad benchmark name ${name}`);
  console.log(`\n== bench ${name}`);
  const module = await import(`./${name}.mjs`);
  await module.run();
}
process.exit(0);
