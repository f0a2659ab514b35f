/**
 * One static endpoint for every file of the site; what the files are is decided by plain
 * functions in `src/build/`, so tests can call them without Astro.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildOutputs } from '../build/outputs.ts';

export const getStaticPaths = (async () =>
  [...(await buildOutputs())].map(([file, body]) => ({ params: { file }, props: { body } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(props.body as BodyInit);
