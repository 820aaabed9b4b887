/**
 * The partner demo: a bank's site on its own origin. Its back end holds the partner API key and mints customer
 * session tokens on the platform (POST /session → the sandbox's POST /partner/sessions); its plain HTML pages
 * embed the bondkit elements, served from this origin, under a strict Content-Security-Policy.
 *
 *   node dist/server.js      # http://127.0.0.1:5190 (env: PORT, HOST, SANDBOX_URL, PARTNER_API_KEY, PARTNER_CUSTOMER)
 *
 * A second server on CDN_PORT (PORT + 1) plays the bank's CDN: it serves the element bundles only, with CORS.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCdnHandler, createPartnerHandler } from './app';
import { cdnOrigin, configFromEnv } from './config';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = configFromEnv(process.env, appRoot);
const handle = createPartnerHandler(config);
const createCdn = createCdnHandler(config);
const server = createServer((request, response) => {
  void handle(request, response);
});

server.on('error', (error) => {
  console.error(`partner demo: ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  console.log(
    `partner demo on http://${config.host}:${config.port} (platform API ${config.sandboxOrigin}/api, customer ${config.customerEmail})`,
  );
});

const cdn = createServer((request, response) => {
  void createCdn(request, response);
});
cdn.on('error', (error) => {
  console.error(`partner demo CDN: ${error.message}`);
  process.exit(1);
});
cdn.listen(config.cdnPort, config.host, () => {
  console.log(`partner demo CDN on ${cdnOrigin(config)} (element bundles, with CORS)`);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  cdn.close();
  cdn.closeAllConnections();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
