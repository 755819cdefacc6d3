// A local S3-compatible server for CI (s3rver, from the npm registry): `node
// scripts/s3-test-server.mjs <port> <directory>` serves the bucket "kollabo-ci" until killed.
// It does not check signatures or sizes: what the API tests check against it is the app's own.
import S3rver from 's3rver';

const [port = '4569', directory = '/tmp/kollabo-s3'] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: 'kollabo-ci' }],
});
await server.run();
console.log(`s3rver on http://127.0.0.1:${port}, bucket kollabo-ci`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
