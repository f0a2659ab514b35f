/**
 * The serving benchmark's ceiling for Node: the smallest `node:http` server that answers each
 * path with bytes it holds in memory (the bodies the API gave for the same paths), with a JSON
 * Content-Type and Content-Length, nothing else. Usage: `npx node bench/minimal-server.ts <port> <bodies.json>`,
 * where bodies.json maps a request target to a body.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodiesFile] = process.argv.slice(2);
const bodies = new Map(Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8')) as Record<string, string>).map(([target, body]) => [target, Buffer.from(body)]));

createServer((req, res) => {
  const body = bodies.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.byteLength });
  res.end(body);
}).listen(Number(port), '127.0.0.1');
