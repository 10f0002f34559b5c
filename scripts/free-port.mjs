// A TCP port free on 127.0.0.1 right now, chosen by the system, for a test server that must not clash with another
// run on the same machine (a fixed port fails when two runs overlap or something else holds it).
import net from 'node:net';
import { pathToFileURL } from 'node:url';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Run as a script it prints the port: the end-to-end config, which is loaded synchronously, asks this way.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(await freePort());
