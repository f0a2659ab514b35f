/**
 * A real browser (Debian's chromium through playwright-core) on a page of another origin
 * (127.0.0.2) calling the local server (127.0.0.1): preflighted requests with custom headers
 * pass, a dashboard pages through a search and revalidates it, preflights do not eat the rate
 * limit, and a 429 is readable by the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT, RATE_WINDOW_SECONDS } from '../../src/api/policy.ts';
import { startServer, type Running } from '../helpers/servers.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

describe('a page of another origin in chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  let site: Server;
  const running: Running[] = [];

  beforeAll(async () => {
    // The calling page: an empty document on another loopback address, hence another origin.
    site = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>client</title>'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
    profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS });
    page = await context.newPage();
    await page.goto(`http://127.0.0.2:${(site.address() as AddressInfo).port}/`);
  });

  afterAll(async () => {
    await context?.close();
    await Promise.all(running.map((server) => server.close()));
    await new Promise((resolve) => site?.close(resolve));
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  /** A server with the production limit, and the methods of the requests it logged. */
  async function api() {
    const methods: string[] = [];
    const server = await startServer({ root: fixtureDist, log: (line) => methods.push(line.split(' ')[2]) });
    running.push(server);
    return { origin: server.origin, methods };
  }

  it('reads a preflighted request with tracing and custom headers', async () => {
    const { origin, methods } = await api();
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', 'sentry-trace': '0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-1', 'X-Requested-With': 'XMLHttpRequest', Authorization: 'Bearer none' } });
      return { status: response.status, slug: (await response.json()).data.slug, etag: response.headers.get('ETag'), limit: response.headers.get('RateLimit') };
    }, `${origin}/api/v1/directory/tools/chatgpt`);
    // The browser asks for br: the compressed body carries the weak form of the tag.
    expect(answer).toEqual({ status: 200, slug: 'chatgpt', etag: expect.stringMatching(/^W\/"[0-9a-f]{32}"$/), limit: `"ip";r=${RATE_LIMIT - 1};t=${RATE_WINDOW_SECONDS}` });
    expect(methods).toEqual(['OPTIONS', 'GET']);
  });

  it("follows a dashboard's flow: a search paged to its end by its links, then revalidated, then a readable 400", async () => {
    const lines: string[] = [];
    const server = await startServer({ root: fixtureDist, log: (line) => lines.push(line) });
    running.push(server);
    const flow = await page.evaluate(async (origin) => {
      // The links name the deploy's host; the dashboard calls the server it was given, as behind its own proxy.
      const here = (link: string) => `${origin}${new URL(link).pathname}${new URL(link).search}`;
      const relation = (header: string | null, rel: string) => header?.split(', ').find((part) => part.endsWith(`; rel="${rel}"`))?.slice(1, -`>; rel="${rel}"`.length) ?? null;
      const first = `${origin}/api/v1/directory/tools?${new URLSearchParams({ q: 'quiz ', language: 'FR', per_page: '2' })}`;
      const pages = [];
      for (let url: string | null = first; url !== null; ) {
        const response: Response = await fetch(url);
        const body: { data: { slug: string }[]; meta: { total: number }; links: { next: string | null } } = await response.json();
        pages.push({ status: response.status, slugs: body.data.map((tool) => tool.slug), total: body.meta.total, next: body.links.next, linkNext: relation(response.headers.get('Link'), 'next'), etag: response.headers.get('ETag') });
        url = body.links.next === null ? null : here(body.links.next);
      }
      const notModified = await fetch(first, { headers: { 'If-None-Match': pages[0].etag ?? '' } });
      const revalidated = await fetch(first, { cache: 'no-cache' });
      const bad = await fetch(`${origin}/api/v1/directory/tools?page=0&pricing=gratuit&`);
      return {
        pages,
        notModified: { status: notModified.status, etag: notModified.headers.get('ETag') },
        revalidated: { status: revalidated.status, slugs: (await revalidated.json()).data.map((tool: { slug: string }) => tool.slug) },
        bad: { status: bad.status, type: bad.headers.get('Content-Type'), parameters: (await bad.json()).errors.map((error: { parameter: string }) => error.parameter) },
      };
    }, server.origin);
    const slugs = flow.pages.flatMap((answer) => answer.slugs);
    expect(flow.pages.length).toBeGreaterThan(2);
    expect(flow.pages.every((answer) => answer.status === 200 && answer.linkNext === answer.next)).toBe(true);
    expect(new Set(slugs).size).toBe(flow.pages[0].total);
    expect(slugs).toHaveLength(flow.pages[0].total);
    expect(flow.notModified).toEqual({ status: 304, etag: flow.pages[0].etag });
    // The browser's own revalidation: the server answered 304, the page read the body it kept.
    expect(flow.revalidated).toEqual({ status: 200, slugs: flow.pages[0].slugs });
    expect(lines.filter((line) => / 304 /.test(line))).toHaveLength(2);
    expect(flow.bad).toEqual({ status: 400, type: 'application/problem+json; charset=utf-8', parameters: ['page', 'pricing'] });
  });

  it(`gives ${RATE_LIMIT} successes out of ${RATE_LIMIT + 1} preflighted requests, then a readable 429`, async () => {
    const { origin, methods } = await api();
    const answers = await page.evaluate(
      async ({ url, count }) => {
        const out = [];
        for (let i = 0; i < count; i++) {
          // A header name never allowed before: the browser cannot reuse a cached preflight. A
          // new page each time: the browser's HTTP cache would answer a repeated URL itself.
          const response = await fetch(`${url}&page=${i + 1}`, { headers: { [`x-request-${i}`]: String(i) } });
          const text = await response.text();
          out.push({ status: response.status, retryAfter: response.headers.get('Retry-After'), type: response.headers.get('Content-Type'), text });
        }
        return out;
      },
      { url: `${origin}/api/v1/directory/tools?per_page=5`, count: RATE_LIMIT + 1 },
    );
    expect(answers.slice(0, RATE_LIMIT).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers[RATE_LIMIT];
    expect(refused.status).toBe(429);
    expect(refused.type).toBe('application/problem+json; charset=utf-8');
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused.text)).toMatchObject({ status: 429, type: 'https://annuaire.example.org/problems/rate-limited', title: 'Trop de requêtes' });
    // Every request was preflighted, and none of the preflights was counted.
    expect(methods.filter((method) => method === 'OPTIONS')).toHaveLength(RATE_LIMIT + 1);
    expect(methods.filter((method) => method === 'GET')).toHaveLength(RATE_LIMIT + 1);
  });
});
